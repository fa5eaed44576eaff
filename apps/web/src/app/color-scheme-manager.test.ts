import { describe, expect, it } from 'vitest';
import { darkFlagColorSchemeManager } from './color-scheme-manager';

describe('color scheme stored under "dark"', () => {
  it('follows the system preference until the user chooses', () => {
    expect(darkFlagColorSchemeManager().get('auto')).toBe('auto');
  });

  it('stores the choice as true/false under "dark" and reads it back', () => {
    const manager = darkFlagColorSchemeManager();
    manager.set('dark');
    expect(localStorage.getItem('dark')).toBe('true');
    expect(manager.get('auto')).toBe('dark');
    manager.set('light');
    expect(localStorage.getItem('dark')).toBe('false');
    expect(manager.get('auto')).toBe('light');
  });
});
