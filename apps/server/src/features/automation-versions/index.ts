export { usableVersion, pinsOtherThanLive, type PinnableAutomation, type UsableVersion } from './pinned-version';
export { listPublicVersions, usableVersionOf } from './public-versions';
