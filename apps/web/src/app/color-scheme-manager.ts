import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';

// spec §1: the choice lives under localStorage 'dark' ('true' / 'false'); absent means follow the system.
const DARK_KEY = 'dark';

const fromStored = (value: string | null): MantineColorScheme | null => {
  if (value === 'true') return 'dark';
  if (value === 'false') return 'light';
  return null;
};

export const darkFlagColorSchemeManager = (): MantineColorSchemeManager => {
  let listener: ((event: StorageEvent) => void) | null = null;
  return {
    get: (defaultValue) => {
      try {
        return fromStored(window.localStorage.getItem(DARK_KEY)) ?? defaultValue;
      } catch {
        return defaultValue;
      }
    },
    set: (value) => {
      try {
        if (value === 'auto') window.localStorage.removeItem(DARK_KEY);
        else window.localStorage.setItem(DARK_KEY, String(value === 'dark'));
      } catch {
        // Private mode without storage: the choice lasts for this page only.
      }
    },
    subscribe: (onUpdate) => {
      listener = (event) => {
        if (event.storageArea !== window.localStorage || event.key !== DARK_KEY) return;
        onUpdate(fromStored(event.newValue) ?? 'auto');
      };
      window.addEventListener('storage', listener);
    },
    unsubscribe: () => {
      if (listener) window.removeEventListener('storage', listener);
      listener = null;
    },
    clear: () => window.localStorage.removeItem(DARK_KEY),
  };
};
