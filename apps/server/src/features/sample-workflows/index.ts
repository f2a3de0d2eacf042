export { registerSampleWorkflows } from './sample-workflows.routes';
export { isBasaltSignedUrl } from './sample-outbound';
