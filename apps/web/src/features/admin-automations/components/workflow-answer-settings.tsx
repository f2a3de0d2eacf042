import {
  answerModeExplanations,
  answerModeLabels,
  answerModes,
  workflowEngineRecipes,
  workflowEngines,
  type AutomationFormValues,
  type WorkflowEngine,
} from '@basalt/contracts';
import { useFormContext, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { FormField, inputStyles } from '@/components/ui/form-field';
import { EngineRecipe } from './engine-recipe';

/**
 * Which engine the workflow is built in (a preset: it sets the answer mode that engine needs and
 * shows its recipe) and how the workflow answers, with what each answer mode means beside it.
 */
export function WorkflowAnswerSettings() {
  const { register, setValue, control } = useFormContext<AutomationFormValues>();
  const engine = useWatch({ control, name: 'workflowEngine' }) ?? 'custom';
  const mode = useWatch({ control, name: 'answerMode' }) ?? 'result';
  const recipe = workflowEngineRecipes[engine];
  const engineField = register('workflowEngine');
  return (
    <div className="flex flex-col gap-5">
      <FormField
        id="automation-engine"
        label="Workflow engine"
        helpText="Choosing an engine sets how its workflows answer and shows how to build one for Basalt."
      >
        <select
          id="automation-engine"
          className={inputStyles}
          {...engineField}
          onChange={(event) => {
            void engineField.onChange(event);
            const chosen = event.target.value as WorkflowEngine;
            setValue('answerMode', workflowEngineRecipes[chosen].mode, { shouldDirty: true });
          }}
        >
          {workflowEngines.map((value) => (
            <option key={value} value={value}>
              {workflowEngineRecipes[value].name}
            </option>
          ))}
        </select>
      </FormField>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-medium">How the workflow answers</legend>
        {answerModes.map((value) => (
          <label
            key={value}
            className="flex cursor-pointer gap-3 rounded-lg border p-3 has-[:checked]:border-accent has-[:checked]:bg-surface-muted"
          >
            <input type="radio" value={value} className="mt-1" {...register('answerMode')} />
            <span className="flex flex-col gap-1">
              <span className="text-sm font-medium">{answerModeLabels[value]}</span>
              <span className="text-sm text-muted-foreground">{answerModeExplanations[value]}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {mode !== recipe.mode && (
        <p className="border-l-4 border-accent pl-3 text-sm" role="note">
          {recipe.name} workflows usually need “{answerModeLabels[recipe.mode]}”. Keep this choice only if your workflow
          is built as the recipe&apos;s alternative describes.
        </p>
      )}
      <EngineRecipe recipe={recipe} />
      <p className="text-sm">
        <Link to="/admin/engines" className="font-medium text-accent-text underline underline-offset-4">
          Supported engines, their recipes and how Basalt reads answers
        </Link>
      </p>
    </div>
  );
}
