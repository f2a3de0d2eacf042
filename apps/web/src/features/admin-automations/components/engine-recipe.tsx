import type { WorkflowEngineRecipe } from '@basalt/contracts';

/** One engine's recipe: why it answers the way it does, then the steps. */
export function EngineRecipe({ recipe, headingLevel = 3 }: { recipe: WorkflowEngineRecipe; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      aria-labelledby={`recipe-${recipe.engine}`}
      className="flex flex-col gap-2 rounded-lg bg-surface-muted p-4"
    >
      <Heading id={`recipe-${recipe.engine}`} className="text-sm font-semibold">
        Recipe: {recipe.name}
      </Heading>
      <p className="text-sm text-muted-foreground">{recipe.why}</p>
      <ol className="ml-5 flex list-decimal flex-col gap-1.5 text-sm break-words">
        {recipe.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}
