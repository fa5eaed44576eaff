export { buildSandbox, startSandbox } from './app';
export {
  defaultApiKey,
  loadSandboxConfig,
  quietSandboxConfig,
  SANDBOX_SUPPLIERS,
  type Behaviour,
  type SandboxConfig,
  type SandboxSupplier,
} from './config';
