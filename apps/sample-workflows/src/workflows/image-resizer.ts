import { z } from 'zod';
import { InvalidInputError } from '../errors';
import { checkbox, number, optionalFile } from '../input-fields';
import { downloadBytes } from '../lib/download-file';
import { decodeImage, encodePng, resize } from '../lib/resize-image';
import { defineWorkflow, fileResult } from '../workflow';

const MAX_PIXELS = 40_000_000;

export const imageResizer = defineWorkflow({
  slug: 'image-resizer',
  name: 'Image resizer',
  description: 'Resizes a PNG or JPEG image to a width (and optionally a height) and returns a PNG.',
  inputSchema: z.object({
    image: optionalFile(),
    width: number({ min: 16, max: 4000, integer: true }),
    height: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      number({ min: 16, max: 4000, integer: true }).optional(),
    ),
    keep_aspect_ratio: checkbox(true),
  }),
  async run({ width, height, keep_aspect_ratio }, context) {
    const file = context.files.find((entry) => entry.field === 'image') ?? context.files[0];
    if (!file) throw InvalidInputError.field('image', 'needs an uploaded PNG or JPEG image');
    const source = decodeImage(await downloadBytes(file, context.maxFileBytes, context.outbound));
    if (!source) throw InvalidInputError.field('image', 'must be a PNG or JPEG image');
    if (source.width * source.height > MAX_PIXELS)
      throw InvalidInputError.field('image', 'has more than 40 megapixels');
    const targetHeight =
      keep_aspect_ratio || !height ? Math.max(1, Math.round((source.height * width) / source.width)) : height;
    const png = encodePng(resize(source, width, targetHeight));
    const name = `${file.name.replace(/\.[^.]+$/, '')}-${width}x${targetHeight}.png`;
    return {
      summary: `Resized ${file.name} from ${source.width}x${source.height} to ${width}x${targetHeight} px.`,
      original_size: `${source.width}x${source.height}`,
      new_size: `${width}x${targetHeight}`,
      ...fileResult(context, name, 'image/png', png),
    };
  },
});
