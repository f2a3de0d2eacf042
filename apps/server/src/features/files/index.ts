export { registerFiles } from './files.routes';
export { createFilesContext, type FilesContext } from './files-context';
export { checkRunUploads, runFileLinks, uploadIdsInInput, type RunFileLink } from './run-files.service';
export {
  keepResultFiles,
  keepAnswerFile,
  deleteRunFiles,
  ResultFileError,
  FILE_REF_PREFIX,
} from './result-files.service';
export { signResultFiles, type RunResult } from './result-links';
export { purgeExpiredFiles, startFilePurge } from './purge-files.job';
export { fileFieldValue } from './upload-file.service';
