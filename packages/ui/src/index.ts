// @arcana/ui public entry. Exports are listed by name; importing it brings the global styles.

export { toast } from 'sonner';
export type { AppHeaderProps } from './components/AppHeader/AppHeader.tsx';
export { AppHeader } from './components/AppHeader/AppHeader.tsx';
export type { ButtonProps } from './components/Button/Button.tsx';
export { Button } from './components/Button/Button.tsx';
export type { ButtonVariants } from './components/Button/button-style.ts';
export { buttonStyle } from './components/Button/button-style.ts';
export { cardStyle } from './components/Card/Card.css.ts';
export type { CardProps } from './components/Card/Card.tsx';
export { Card } from './components/Card/Card.tsx';
export type { CheckboxProps } from './components/Checkbox/Checkbox.tsx';
export { Checkbox } from './components/Checkbox/Checkbox.tsx';
// Dialog is also its own entry ('@arcana/ui/dialog') so apps can lazy-load it.
export type { DialogContentProps } from './components/Dialog/Dialog.tsx';
export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from './components/Dialog/Dialog.tsx';
export type { ErrorViewProps } from './components/ErrorView/ErrorView.tsx';
export { ErrorView } from './components/ErrorView/ErrorView.tsx';
export { AlertIcon } from './components/Icon/AlertIcon.tsx';
export { BellIcon } from './components/Icon/BellIcon.tsx';
export { ChevronRightIcon } from './components/Icon/ChevronRightIcon.tsx';
export { CloseIcon } from './components/Icon/CloseIcon.tsx';
export type { IconComponent, IconProps } from './components/Icon/Icon.tsx';
export { IconBase } from './components/Icon/Icon.tsx';
export {
  ChatIcon,
  CheckIcon,
  ChevronLeftIcon,
  HomeIcon,
  MenuIcon,
  SparklesIcon,
  UserIcon,
} from './components/Icon/Icons.tsx';
export { MonitorIcon } from './components/Icon/MonitorIcon.tsx';
export { MoonIcon } from './components/Icon/MoonIcon.tsx';
export { PhoneIcon } from './components/Icon/PhoneIcon.tsx';
export { SunIcon } from './components/Icon/SunIcon.tsx';
export { VideoIcon } from './components/Icon/VideoIcon.tsx';
export type { IconButtonProps } from './components/IconButton/IconButton.tsx';
export { IconButton } from './components/IconButton/IconButton.tsx';
export { iconButtonStyle } from './components/IconButton/icon-button-style.ts';
export { logoStyle } from './components/Logo/Logo.css.ts';
export { BottomNav } from './components/Navigation/BottomNav.tsx';
export type {
  NavItem,
  NavLinkProps,
  NavProps,
  RenderNavLink,
} from './components/Navigation/nav-items.tsx';
export { SideNav } from './components/Navigation/SideNav.tsx';
export { TopNav } from './components/Navigation/TopNav.tsx';
export type { NotificationRowProps } from './components/NotificationRow/NotificationRow.tsx';
export {
  NotificationRow,
  NotificationRowGroup,
  NotificationRowSkeleton,
} from './components/NotificationRow/NotificationRow.tsx';
export type {
  NotificationTypeBadgeProps,
  NotificationTypeIconProps,
} from './components/NotificationRow/NotificationTypeIcon.tsx';
export {
  NotificationTypeBadge,
  NotificationTypeIcon,
} from './components/NotificationRow/NotificationTypeIcon.tsx';
export type { ProductImageProps } from './components/ProductImage/ProductImage.tsx';
export { ProductImage } from './components/ProductImage/ProductImage.tsx';
export type { SkeletonProps } from './components/Skeleton/Skeleton.tsx';
export { Skeleton } from './components/Skeleton/Skeleton.tsx';
export type { SpinnerProps } from './components/Spinner/Spinner.tsx';
export { Spinner } from './components/Spinner/Spinner.tsx';
export type { StackProps } from './components/Stack/Stack.tsx';
export { Stack } from './components/Stack/Stack.tsx';
export { headingStyle, textStyle } from './components/Text/Text.css.ts';
export type { HeadingProps, TextProps } from './components/Text/Text.tsx';
export { Heading, Text } from './components/Text/Text.tsx';
export type { TextFieldProps } from './components/TextField/TextField.tsx';
export { TextField } from './components/TextField/TextField.tsx';
export type {
  ThemeSwitcherProps,
  ThemeSwitcherValue,
} from './components/ThemeSwitcher/ThemeSwitcher.tsx';
export { ThemeSwitcher } from './components/ThemeSwitcher/ThemeSwitcher.tsx';
export type { ToasterProps } from './components/Toaster/Toaster.tsx';
export { Toaster } from './components/Toaster/Toaster.tsx';
export { VisuallyHidden } from './components/VisuallyHidden/VisuallyHidden.tsx';
export { safeAreaVars, tabularNums } from './global.css.ts';
export { type EarlyInputField, useEarlyInputRef } from './internal/early-input.ts';
export { visuallyHidden } from './internal/styles.css.ts';
export type { AppFrameProps, LayoutBaseProps, LayoutName } from './layouts/AppFrame.tsx';
export { AppFrame } from './layouts/AppFrame.tsx';
export type {
  ChromeProps,
  ContentLayoutProps,
  CounselorLayoutProps,
  SubpageLayoutProps,
  TitledChromeProps,
} from './layouts/layouts.tsx';
export {
  AiLayout,
  ContentLayout,
  CounselingLayout,
  CounselorLayout,
  DefaultLayout,
  EmptyLayout,
  HelpLayout,
  MypageLayout,
  NoAppLayout,
  SubpageHomeLayout,
  SubpageLayout,
} from './layouts/layouts.tsx';
export { media } from './theme/breakpoints.ts';
export type { ColorTokens, ThemeTokens } from './theme/contract.css.ts';
export { vars } from './theme/contract.css.ts';
export { darkLeeTheme, darkLeeTokens } from './theme/dark-lee.css.ts';
export { darkNightTheme, darkNightTokens } from './theme/dark-night.css.ts';
export { lightTheme, lightTokens } from './theme/light.css.ts';
export type { SafeArea } from './theme/safe-area.ts';
export { applySafeArea } from './theme/safe-area.ts';
export type { ThemeName } from './theme/themes.ts';
export { backgroundColorOf, colorSchemeOf, themeClassNames } from './theme/themes.ts';
export type { Breakpoint, SpaceKey } from './theme/tokens.ts';
export { breakpoints, mobileBreakpoint, space, zIndex } from './theme/tokens.ts';
