/** The shared phone-verification flow (PRODUCT.md §5), for every screen that needs a verified phone. */
export { PhoneVerificationDialog } from './components/phone-verification-dialog';
export type { PhoneVerificationDialogProps } from './components/phone-verification-dialog';
export { PhoneVerificationFlow } from './components/phone-verification-flow';
export type { PhoneVerificationFlowProps } from './components/phone-verification-flow';
export { InputPhoneForm } from './components/input-phone-form';
export { OtpForm } from './components/otp-form';
export { marketOfPhone } from './phone-number';
