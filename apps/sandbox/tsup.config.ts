import { defineConfig } from 'tsup';
import { NODE_BUNDLE } from '../../tsup.base';

// The simulator's process in production (NODE_BUNDLE says how it is bundled).
export default defineConfig({ ...NODE_BUNDLE, entry: { server: 'src/server.ts' } });
