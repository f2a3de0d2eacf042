import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { answerTable, callbackTable } from './answer-table';
import { workflowEngineRecipes, workflowEngines } from '.';

const doc = (file: string) => readFileSync(new URL(`../../../../docs/engines/${file}`, import.meta.url), 'utf8');
const docFile = (engine: string) => `${engine}.md`;

describe('the engine recipes', () => {
  it.each(workflowEngines)('the editor and docs/engines/%s.md give the same recipe', (engine) => {
    const page = doc(docFile(engine));
    const recipe = workflowEngineRecipes[engine];
    recipe.steps.forEach((step, index) => expect(page).toContain(`${index + 1}. ${step}\n`));
    expect(page).toContain(recipe.why);
  });

  it("the Node-RED recipe, usually run on the operator's own machine, names the setting that lets Basalt reach it", () => {
    expect(workflowEngineRecipes['node-red'].steps[0]).toContain('OUTBOUND_ALLOWED_HOSTS');
  });

  it('the index lists every engine with its recipe, and both tables row by row', () => {
    const index = doc('README.md');
    for (const engine of workflowEngines) expect(index).toContain(`](${docFile(engine)})`);
    for (const row of answerTable) expect(index).toContain(row.outcome);
    for (const row of callbackTable) expect(index).toContain(row.outcome);
  });
});
