// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the theme's type for styled-components, seen by every importer
/// <reference path="./styled.d.ts" />
export { lightTheme, darkTheme, themes, type Theme, type ThemeColors, type ColorMode, type SpaceToken } from './theme';
export { GlobalStyle } from './GlobalStyle';
export {
  ColorModeProvider,
  useColorMode,
  COLOR_MODE_STORAGE_KEY,
  type ColorModePreference,
  type ColorModeContextValue,
  type ColorModeProviderProps,
} from './ColorModeProvider';
export { ColorModeToggle, type ColorModeToggleProps } from './ColorModeToggle';

export { Button, type ButtonOwnProps, type ButtonVariant, type ButtonSize } from './Button';
export { IconButton, type IconButtonProps } from './IconButton';
export { Card, CardHeader, CardTitle, CardDescription, CardBody, CardFooter } from './Card';
export { TitledCard, type TitledCardProps } from './TitledCard';
export { Drawer, type DrawerProps } from './Drawer';
export { Menu, MenuItem, MenuSeparator, MenuLabel, type MenuProps, type MenuItemProps } from './Menu';
export { Badge, type BadgeProps, type BadgeTone } from './Badge';
export { Skeleton, type SkeletonProps } from './Skeleton';
export { QuotaBar, type QuotaBarProps } from './QuotaBar';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { LoadError, type LoadErrorProps } from './LoadError';
export { Notice, type NoticeProps, type NoticeTone } from './Notice';
export { Avatar, initialsOf, type AvatarProps, type AvatarSize } from './Avatar';
export { Spinner, type SpinnerProps } from './Spinner';
export { Heading, type HeadingProps, type HeadingLevel } from './Heading';
export { Text, type TextProps, type TextTone } from './Text';
export { StatFigure, type StatFigureProps } from './StatFigure';
export { Stack, Inline, type StackProps } from './Stack';
export { VisuallyHidden, visuallyHidden } from './VisuallyHidden';
export { Logo, type LogoProps } from './Logo';

export {
  ToastProvider,
  useToast,
  SUCCESS_TITLE,
  ERROR_TITLE,
  DEFAULT_TOAST_DURATION_MS,
  type ToastApi,
  type ToastOptions,
  type ToastTone,
} from './ToastProvider';
export { errorMessage, FALLBACK_ERROR_MESSAGE } from './errorMessage';
export * from './icons';
export { useMutationError, useMutationFeedback } from './useMutationFeedback';
export { useNow } from './useNow';
export { useRefetchWhenVisible } from './useRefetchWhenVisible';
export { formatRelativeTime, formatExactTime, formatQuotaReset } from './time';
export { formatDate } from './time';
export { PageHeader, type PageHeaderProps } from './PageHeader';

export { useModalDialog, isOnBackdrop } from './useModalDialog';
export { edgeCues, overflowAttributes, useHorizontalOverflow, type Overflow } from './scrollCues';
