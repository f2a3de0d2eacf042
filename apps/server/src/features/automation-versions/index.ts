export { usableVersion, pinsOtherThanLive, type PinnableAutomation, type UsableVersion } from './pinned-version';
export { listPublicVersions, usableVersionOf } from './public-versions';
export { registerAutomationVersions } from './automation-versions.routes';
export {
  publishVersion,
  publishFirstVersion,
  contentOfAutomation,
  FIRST_VERSION_NOTE,
  type PublishVersionInput,
  type PublishedVersion,
} from './publish-version.service';
export { sameValue } from './compare-versions';
export { setDraft } from './automation-versions.queries';
