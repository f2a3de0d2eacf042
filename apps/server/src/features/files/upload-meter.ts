import { Transform, type TransformCallback } from 'node:stream';
import { FILE_HEAD_BYTES, FileTypeSniffer } from './detect-file-type';

/**
 * An upload's bytes on their way to storage, never gathered in memory: counted against the field's
 * limit (the stream fails as soon as it goes over, so an oversized body is not read to its end) and
 * watched for their type. The meter holds the first FILE_HEAD_BYTES until storage reads them, so
 * `headRead` tells the file's likely type before anything is stored.
 */
export class UploadMeter extends Transform {
  // Not `size`: the AWS SDK reads a body's `size` as its total length.
  received = 0;
  private readonly sniffer = new FileTypeSniffer();
  /** Resolves once the head has passed (or the whole file, if smaller); rejects if the stream fails first. */
  readonly headRead: Promise<void>;
  private headPassed!: () => void;

  constructor(
    private readonly limit: number,
    private readonly tooLarge: () => Error,
  ) {
    // Room for the whole head in the meter's own buffers while nothing reads them yet.
    super({ readableHighWaterMark: FILE_HEAD_BYTES * 2, writableHighWaterMark: FILE_HEAD_BYTES });
    this.headRead = new Promise<void>((resolve, reject) => {
      this.headPassed = resolve;
      this.once('error', reject);
    });
    // The promise may fail with nobody waiting on it yet (storage reports the same error).
    this.headRead.catch(() => undefined);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.received += chunk.length;
    if (this.received > this.limit) {
      done(this.tooLarge());
      return;
    }
    this.sniffer.observe(chunk);
    if (this.sniffer.headComplete) this.headPassed();
    done(null, chunk);
  }

  override _flush(done: TransformCallback) {
    this.headPassed();
    done();
  }

  /** The type from what has passed so far: the file's type once storage has read it all. */
  type(fileName: string) {
    return this.sniffer.type(fileName);
  }
}
