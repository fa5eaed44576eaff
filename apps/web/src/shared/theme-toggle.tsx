import {
  ActionIcon,
  useComputedColorScheme,
  useMantineColorScheme,
  type ActionIconProps,
} from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { IconMoon, IconSun } from '@tabler/icons-react';

/** spec §1: the choice is stored under localStorage 'dark' (see color-scheme-manager). */
export function ThemeToggle(props: ActionIconProps) {
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: true });
  // the server renders without the stored choice (issue 34): the first render is its own, the
  // choice shows right after (color-scheme.js has already painted the page in it)
  const mounted = useMounted();
  const isDark = mounted && computed === 'dark';

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
