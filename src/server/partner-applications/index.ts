/**
 * What other folders of src/server may use of applications: the one file they may import from it (the rule
 * server-module-only-through-index in .config/dependency-cruiser.cjs), so its other files can change freely.
 * This is applications' face to the other server modules: its module, and the upload checks the merchant's
 * product pictures reuse.
 */
export { partnerApplicationsModule } from './partner-applications-module';
export { sniffFileType } from './file-type-sniff';
export { UploadError } from './upload-error';
export { UploadStore } from './store/upload-store';
