import type { StepDefinition } from './step-definition';

// Every steps/<step-id>.step.tsx, by step id. A step without a file shows the coming-soon form.
const modules = import.meta.glob<{ step: StepDefinition }>('./steps/*.step.tsx', { eager: true });

const DEFINITIONS = new Map<string, StepDefinition>();
for (const [file, module] of Object.entries(modules)) {
  const expected = file.replace('./steps/', '').replace('.step.tsx', '');
  // The file name is the step id: a newcomer finds a step's screen by its address.
  if (module.step.id !== expected) throw new Error(`${file} exports step '${module.step.id}'`);
  DEFINITIONS.set(module.step.id, module.step);
}

export const stepDefinition = (id: string): StepDefinition | undefined => DEFINITIONS.get(id);
export const definedStepIds = (): string[] => [...DEFINITIONS.keys()];
