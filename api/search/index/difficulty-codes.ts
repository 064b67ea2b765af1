/** Difficulty as a small number in the index's columns (a module of its own: the scan workers load it without the database). */
export const difficultyCodes = { easy: 0, medium: 1, hard: 2 } as const;
export const difficultyByCode = ["easy", "medium", "hard"] as const;
