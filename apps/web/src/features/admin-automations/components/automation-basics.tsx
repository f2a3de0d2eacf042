import { slugFromName, type AutomationFormValues, type Category } from '@basalt/contracts';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { FormField, inputStyles } from '@/components/ui/form-field';
import { statusOptions } from './automation-status-badge';

/** Name, slug, description, category and status. In create mode the slug follows the name until edited. */
export function AutomationBasics({ categories, followName }: { categories: Category[]; followName: boolean }) {
  const { register, setValue, formState } = useFormContext<AutomationFormValues>();
  const [slugEdited, setSlugEdited] = useState(!followName);
  const errors = formState.errors;
  const name = register('name', {
    onChange: (event: { target: { value: string } }) => {
      if (!slugEdited) setValue('slug', slugFromName(event.target.value));
    },
  });
  const slug = register('slug', { onChange: () => setSlugEdited(true) });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField id="automation-name" label="Name" required error={errors.name?.message}>
        <input id="automation-name" className={inputStyles} aria-invalid={!!errors.name} {...name} />
      </FormField>
      <FormField
        id="automation-slug"
        label="Slug"
        error={errors.slug?.message}
        helpText="The page address: /basalt/{slug}. Lowercase letters, digits and hyphens."
      >
        <input
          id="automation-slug"
          className={inputStyles}
          aria-invalid={!!errors.slug}
          aria-describedby="automation-slug-message"
          {...slug}
        />
      </FormField>
      <FormField
        id="automation-description"
        label="Description"
        required
        error={errors.description?.message}
        className="sm:col-span-2"
      >
        <textarea
          id="automation-description"
          rows={4}
          className={inputStyles}
          aria-invalid={!!errors.description}
          {...register('description')}
        />
      </FormField>
      <FormField id="automation-category" label="Category" required error={errors.categoryId?.message}>
        <select
          id="automation-category"
          className={inputStyles}
          aria-invalid={!!errors.categoryId}
          {...register('categoryId')}
        >
          <option value="">Select a category</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id="automation-status" label="Status">
        <select id="automation-status" className={inputStyles} {...register('status')}>
          {statusOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </FormField>
    </div>
  );
}
