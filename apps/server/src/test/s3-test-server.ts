import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** s3rver's one account: it refuses any other access key (it does not check SigV4 signatures). */
const ACCESS_KEY = 'S3RVER';

export interface S3Request {
  method: string;
  /** Path and query, e.g. `/basalt-files/u/a/1_x.csv?uploadId=…&partNumber=2`. */
  url: string;
}

/**
 * A real S3-compatible server on loopback, its objects in a temporary folder: Basalt's S3 driver
 * talks to it over HTTP exactly as to a bucket elsewhere. The test's own listener in front of it
 * records each request and can fail the ones a test picks, as a server in trouble would.
 */
export async function startS3TestServer(bucket = 'basalt-files') {
  const directory = mkdtempSync(join(tmpdir(), 'basalt-s3-'));
  const s3rver = new S3rver({ silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  await s3rver.configureBuckets();
  const handle = s3rver.callback();
  const requests: S3Request[] = [];
  let failing: ((request: S3Request) => boolean) | undefined;
  const server = http.createServer((request, response) => {
    const seen = { method: request.method!, url: request.url! };
    requests.push(seen);
    if (failing?.(seen)) {
      request.resume();
      response.writeHead(500, { 'content-type': 'application/xml' });
      response.end('<Error><Code>InternalError</Code><Message>failed by the test</Message></Error>');
      return;
    }
    // s3rver has no AbortMultipartUpload (it answers 405); S3 answers 204 and drops the parts,
    // which s3rver keeps out of the bucket's listing anyway until the upload completes.
    if (request.method === 'DELETE' && new URL(request.url!, 'http://s3').searchParams.has('uploadId')) {
      request.resume();
      response.writeHead(204).end();
      return;
    }
    handle(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  const settings = {
    endpoint,
    bucket,
    region: 'us-east-1',
    accessKeyId: ACCESS_KEY,
    secretAccessKey: ACCESS_KEY,
    forcePathStyle: true,
  };
  const inspector = new S3Client({
    endpoint,
    region: settings.region,
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
  });
  return {
    settings,
    /** The settings as Basalt reads them from its environment. */
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: settings.region,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    requests,
    /** Answers 500 to every request that matches, until called again (undefined: none). */
    fail: (match: ((request: S3Request) => boolean) | undefined) => {
      failing = match;
    },
    /** Every key in the bucket, read back through the S3 API. */
    keys: async (prefix = '') => {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await inspector.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
        );
        keys.push(...(page.Contents ?? []).map((entry) => entry.Key!));
        token = page.NextContinuationToken;
      } while (token);
      return keys;
    },
    close: async () => {
      inspector.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
