import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { AppError } from '../errors/app-error';
import { assertSafeKey, type FileStorage } from './file-storage';

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** endpoint/bucket/key (MinIO, most S3-compatible servers) instead of bucket.endpoint/key. */
  forcePathStyle: boolean;
}

/**
 * Parts of 8 MiB, two in flight: a file up to one part goes as one PutObject, a larger one as a
 * multipart upload that holds at most two parts in memory on top of the caller's bytes and retries
 * a failed part rather than the whole file.
 */
const PART_SIZE = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

export type S3FileStorage = FileStorage & {
  /** Closes the client's idle connections (tests, shutdown). */
  close(): void;
};

/**
 * The SDK, loaded on first use: importing it takes about 0.3 s and 25 MB, which a process on local
 * disk (the default, and every test not about S3) should not pay at start.
 */
const loadSdk = async () => {
  const [s3, storage] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]);
  return { ...s3, Upload: storage.Upload };
};
type Sdk = Awaited<ReturnType<typeof loadSdk>>;

/**
 * The bucket failing (5xx, a full disk such as MinIO's 507, throttling) or out of reach is an outage
 * to retry later, not a fault of the request; the body's own failures (an AppError such as a size
 * refusal) pass through.
 */
function outageOr(sdk: Sdk, error: unknown): unknown {
  if (error instanceof AppError) return error;
  const status = error instanceof sdk.S3ServiceException ? error.$metadata.httpStatusCode : undefined;
  const outage = status === undefined ? isNetworkError(error) : status >= 500 || status === 429;
  if (!outage) return error;
  const unavailable = new AppError(
    'UNAVAILABLE',
    'Basalt could not store this file right now, so nothing was kept. Please try again later.',
  );
  unavailable.cause = error;
  return unavailable;
}

const isNetworkError = (error: unknown) =>
  /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND|EAI_AGAIN|TimeoutError)$/.test(
    String((error as { code?: string; name?: string } | undefined)?.code ?? (error as Error | undefined)?.name),
  );

/** S3-compatible storage through the AWS SDK (decision 052). */
export function s3Storage(settings: S3Settings): S3FileStorage {
  let ready: Promise<{ sdk: Sdk; client: S3Client }> | undefined;
  const connect = () =>
    (ready ??= loadSdk().then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        endpoint: settings.endpoint,
        region: settings.region,
        forcePathStyle: settings.forcePathStyle,
        credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
        // The SDK's default since 2025 adds CRC checksums in aws-chunked trailers to every upload,
        // which a number of S3-compatible servers refuse; checksums are sent where an operation
        // requires them, and TLS guards the bytes in transit as it did before.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    })));
  const object = (key: string) => {
    assertSafeKey(key);
    return { Bucket: settings.bucket, Key: key };
  };
  const isNotFound = (sdk: Sdk, error: unknown) =>
    error instanceof sdk.S3ServiceException && error.$metadata.httpStatusCode === 404;
  return {
    kind: 's3',
    async put(key, data, contentType) {
      const params = { ...object(key), Body: data, ContentType: contentType };
      const { sdk, client } = await connect();
      // On failure Upload aborts the multipart upload (leavePartsOnError false), so no parts are
      // left in the bucket, unseen and billed, for a file whose row storeFile then deletes.
      try {
        await new sdk.Upload({
          client,
          params,
          partSize: PART_SIZE,
          queueSize: PARTS_IN_FLIGHT,
          leavePartsOnError: false,
        }).done();
      } catch (error) {
        throw outageOr(sdk, error);
      }
    },
    async get(key) {
      const params = object(key);
      const { sdk, client } = await connect();
      try {
        const answer = await client.send(new sdk.GetObjectCommand(params));
        // In Node the body is the response's IncomingMessage: streamed, never gathered here.
        return (answer.Body as Readable | undefined) ?? null;
      } catch (error) {
        if (isNotFound(sdk, error)) return null;
        throw error;
      }
    },
    async delete(key) {
      const params = object(key);
      const { sdk, client } = await connect();
      try {
        await client.send(new sdk.DeleteObjectCommand(params));
      } catch (error) {
        // S3 answers 204 for a missing key; some compatible servers answer 404.
        if (!isNotFound(sdk, error)) throw error;
      }
    },
    close: () => {
      void ready?.then(({ client }) => client.destroy());
    },
  };
}
