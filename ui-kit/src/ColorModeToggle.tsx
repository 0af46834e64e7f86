import { useColorMode } from './ColorModeProvider';
import { IconButton, type IconButtonProps } from './IconButton';
import { MoonIcon, SunIcon } from './icons';

export type ColorModeToggleProps = Omit<IconButtonProps, 'label' | 'onClick' | 'children'>;

/** Switches between light and dark; the choice is remembered (localStorage `theme`). */
export function ColorModeToggle(props: ColorModeToggleProps) {
  const { mode, toggle } = useColorMode();
  const next = mode === 'dark' ? 'light' : 'dark';
  return (
    <IconButton label={`Switch to ${next} mode`} onClick={toggle} {...props}>
      {mode === 'dark' ? <SunIcon size={18} /> : <MoonIcon size={18} />}
    </IconButton>
  );
}
