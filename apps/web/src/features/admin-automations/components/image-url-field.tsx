import type { AutomationFormValues } from '@basalt/contracts';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormField, inputStyles } from '@/components/ui/form-field';

/** The image URL with a live preview; a broken image shows 'Image not found'. */
export function ImageUrlField() {
  const { register, control } = useFormContext<AutomationFormValues>();
  const url = useWatch({ control, name: 'imageUrl' }).trim();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-3">
      <FormField id="automation-image" label="Image URL">
        <input
          id="automation-image"
          type="url"
          placeholder="https://..."
          className={inputStyles}
          {...register('imageUrl')}
        />
      </FormField>
      {url && (
        <div className="flex aspect-video max-w-sm items-center justify-center overflow-hidden rounded-xl border bg-surface-muted">
          {failedUrl === url ? (
            <div className="flex flex-col items-center gap-2 text-sm text-muted-foreground">
              <ImageOff size={28} aria-hidden="true" />
              Image not found
            </div>
          ) : (
            <img
              src={url}
              alt="Automation preview"
              width={640}
              height={360}
              loading="lazy"
              decoding="async"
              className="size-full object-cover"
              onError={() => setFailedUrl(url)}
            />
          )}
        </div>
      )}
    </div>
  );
}
