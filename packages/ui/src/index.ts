import './tokens/tokens.css';
import './base/base.css';

export { Button, BUTTON_SIZES, BUTTON_VARIANTS } from './button/button';
export type { ButtonProps, ButtonRenderProps, ButtonSize, ButtonVariant } from './button/button';
export { CenteredLayout, Container, PageLayout, SkipLink } from './page-layout/page-layout';
export type { CenteredLayoutProps, PageLayoutProps } from './page-layout/page-layout';
export { Logo } from './logo/logo';
export { ProgressBar } from './progress-bar/progress-bar';
export { VisuallyHidden } from './visually-hidden/visually-hidden';
export * from './tokens/tokens';
export { cx } from './class-names';
