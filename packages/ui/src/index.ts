export { Button, BUTTON_SIZES, BUTTON_VARIANTS } from './button/button';
export type { ButtonProps, ButtonRenderProps, ButtonSize, ButtonVariant } from './button/button';
export { CenteredLayout, Container, PageLayout, SkipLink } from './page-layout/page-layout';
export type { CenteredLayoutProps, PageLayoutProps } from './page-layout/page-layout';
export { Logo } from './logo/logo';
export { ProgressBar } from './progress-bar/progress-bar';
export { VisuallyHidden } from './visually-hidden/visually-hidden';
export * from './tokens/tokens';
export { cx } from './class-names';
export { UiProvider, useUi, useUiStrings } from './ui-provider/ui-provider';
export type { UiProviderProps, UiSettings } from './ui-provider/ui-provider';
export { DEFAULT_UI_STRINGS, fill, plural } from './ui-provider/strings';
export type { UiStrings } from './ui-provider/strings';
export {
  countdownParts,
  formatCountdown,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatPoints,
  formatRelative,
} from './pipes/format';
export type { CountdownParts, DateStyle } from './pipes/format';
export { usePipes } from './pipes/use-pipes';
export type { Pipes } from './pipes/use-pipes';
export { MARKET_TIME_ZONES } from './pipes/time-zones';
export { TextArea, TextField } from './text-field/text-field';
export type { TextAreaProps, TextFieldProps } from './text-field/text-field';
export { Checkbox } from './checkbox/checkbox';
export type { CheckboxProps } from './checkbox/checkbox';
export { Radio, RadioGroup } from './radio-group/radio-group';
export type { RadioGroupProps, RadioProps } from './radio-group/radio-group';
export { Switch } from './switch/switch';
export type { SwitchProps } from './switch/switch';
export { ErrorSummary } from './error-summary/error-summary';
export type { ErrorSummaryItem, ErrorSummaryProps } from './error-summary/error-summary';
export type { FieldTextProps } from './field/field';
export { Dialog, DialogTrigger } from './dialog/dialog';
export type { DialogProps } from './dialog/dialog';
export { Tab, TabList, TabPanel, Tabs } from './tabs/tabs';
export type { TabListProps, TabPanelProps, TabProps, TabsProps } from './tabs/tabs';
export { Toaster, toasts, useToast } from './toast/toast';
export type { Toasts } from './toast/toast';
export type { ToastAction, ToastOptions, ToastTone } from './toast/toast-store';
export { Menu, MenuButton, MenuItem, MenuTrigger } from './menu/menu';
export type { MenuButtonProps, MenuItemProps, MenuProps, MenuTriggerProps } from './menu/menu';
export { Select, SelectItem } from './select/select';
export type { SelectProps } from './select/select';
export { ComboBox, ComboBoxItem } from './combobox/combobox';
export type { ComboBoxProps } from './combobox/combobox';
export { Accordion, AccordionItem } from './accordion/accordion';
export type { AccordionItemProps, AccordionProps } from './accordion/accordion';
export { Badge, StatusChip, TONES } from './badge/badge';
export type { BadgeProps, Tone } from './badge/badge';
export { EmptyState } from './empty-state/empty-state';
export type { EmptyStateProps } from './empty-state/empty-state';
export { AlertBanner } from './alert-banner/alert-banner';
export type { AlertBannerProps } from './alert-banner/alert-banner';
export { Skeleton, useMinimumDisplay } from './skeleton/skeleton';
export type { SkeletonProps } from './skeleton/skeleton';
export { LoadMore } from './load-more/load-more';
export type { LoadMoreProps } from './load-more/load-more';
export { CopyButton } from './copy-button/copy-button';
export type { CopyButtonProps } from './copy-button/copy-button';
export { PointBalance } from './point-balance/point-balance';
export type { PointBalanceProps } from './point-balance/point-balance';
export { Countdown } from './countdown/countdown';
export type { CountdownProps } from './countdown/countdown';
export { Barcode } from './barcode/barcode';
export type { BarcodeFormat, BarcodeProps } from './barcode/barcode';
export { PhoneInput } from './phone-input/phone-input';
export type { PhoneChange, PhoneInputProps } from './phone-input/phone-input';
export { readablePhone } from './phone-input/readable-phone';
export { OtpInput } from './otp-input/otp-input';
export type { OtpInputProps } from './otp-input/otp-input';
export { ResendCountdown } from './otp-input/resend-countdown';
export type { ResendCountdownProps } from './otp-input/resend-countdown';
export { BoxCodeInput, boxCodeStatus, groupBoxCode } from './box-code-input/box-code-input';
export type {
  BoxCodeChange,
  BoxCodeInputProps,
  BoxCodeStatus,
} from './box-code-input/box-code-input';
export { Image, resolveImageSrc } from './image/image';
export type { ImageProps } from './image/image';
export { GiftCard } from './gift-card/gift-card';
export type { GiftCardLinkProps, GiftCardProps, StockState } from './gift-card/gift-card';
export { NotificationNav } from './notification-nav/notification-nav';
export type { NotificationNavProps } from './notification-nav/notification-nav';
export { SearchNav } from './search-nav/search-nav';
export type { SearchNavProps } from './search-nav/search-nav';
