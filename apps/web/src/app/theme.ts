import { createTheme, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 keeps white button text above 4.5:1 (axe colour-contrast).
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  // spec §9: the medium breakpoint is 1024px.
  breakpoints: { xs: '36em', sm: '48em', md: '64em', lg: '75em', xl: '88em' },
  // Plain objects, not Component.extend(): extend() would import the components into the entry,
  // in front of every first screen (issue 19).
  components: {
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Cerrar' } } },
    // Dialog headers render <header>, a second banner landmark next to the page's (axe landmark-unique).
    ModalHeader: { defaultProps: { role: 'none' } },
    DrawerHeader: { defaultProps: { role: 'none' } },
  },
});

// Mantine's default placeholder, dimmed and error colours fail axe contrast on white.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {
    '--mantine-color-placeholder': 'var(--mantine-color-dark-2)',
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
  },
});
