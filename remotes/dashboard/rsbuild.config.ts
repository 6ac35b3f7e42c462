import { defineRemote } from '../../rsbuild.base';

// Port from the remote registry (shared/src/remotes), exposes from src/exposed/.
export default defineRemote('dashboard', import.meta.dirname);
