import {
  ActionIcon,
  useComputedColorScheme,
  useMantineColorScheme,
  type ActionIconProps,
} from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';

/** spec §1: the choice is stored under localStorage 'dark' (see color-scheme-manager). */
export function ThemeToggle(props: ActionIconProps) {
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const isDark = computed === 'dark';

  return (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label="Cambiar tema"
      title={isDark ? 'Usar tema claro' : 'Usar tema oscuro'}
      onClick={() => setColorScheme(isDark ? 'light' : 'dark')}
      {...props}
    >
      {isDark ? <IconSun size={18} aria-hidden /> : <IconMoon size={18} aria-hidden />}
    </ActionIcon>
  );
}
