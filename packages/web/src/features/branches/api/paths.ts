// The branches' public reads, in a module that imports nothing: the build's page shells preload
// them (vite.config.ts, decision 020).

/** Every branch (public). */
export const BRANCHES_PATH = '/api/locations/sedes/';

/** Whether each branch is open now (public). */
export const BRANCH_STATUS_PATH = '/api/locations/estado-sedes/';
