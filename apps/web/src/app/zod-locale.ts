import { config, locales } from 'zod';

// zod's own messages (a rule without a catalogue message) in Spanish, as the API does. Set where
// the logged-in area loads (main-layout.tsx): the login page checks its form without zod (issue 19).
config(locales.es());
