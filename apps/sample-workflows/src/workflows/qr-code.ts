import QRCode from 'qrcode';
import { z } from 'zod';
import { choiceWithDefault, numberWithDefault, text } from '../input-fields';
import { defineWorkflow, fileResult } from '../workflow';

const levels = ['L', 'M', 'Q', 'H'] as const;
const recovery: Record<(typeof levels)[number], string> = { L: '7%', M: '15%', Q: '25%', H: '30%' };

export const qrCode = defineWorkflow({
  slug: 'qr-code',
  name: 'QR code',
  description: 'Encodes a link or text as a print-ready PNG QR code.',
  inputSchema: z.object({
    content: text({ min: 1, max: 1000 }),
    size: numberWithDefault({ min: 128, max: 1024, integer: true, fallback: 512 }),
    error_correction: choiceWithDefault(levels, 'M'),
  }),
  async run({ content, size, error_correction }, context) {
    const png = await QRCode.toBuffer(content, {
      type: 'png',
      width: size,
      margin: 2,
      errorCorrectionLevel: error_correction,
    });
    const { modules } = QRCode.create(content, { errorCorrectionLevel: error_correction });
    return {
      summary: `A ${size}x${size} px QR code (${modules.size}x${modules.size} modules) that survives ${recovery[error_correction]} damage.`,
      encoded_characters: content.length,
      modules: modules.size,
      error_correction,
      ...fileResult(context, 'qr-code.png', 'image/png', png),
    };
  },
});
