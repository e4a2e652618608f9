// The spellings of one module id. The id is the folder name in all three places (contracts, server,
// web), so it is kebab-case; the other forms are derived, never typed by hand.

export type ModuleNames = {
  /** `pet-care`: folders, files, URL paths. */
  id: string;
  /** `petCare`: variables, the i18n namespace. */
  camel: string;
  /** `PetCare`: types and components. */
  pascal: string;
  /** `pet_care`: SQL tables. */
  snake: string;
  /** `PET_CARE`: state-code names. */
  constant: string;
};

const kebab = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** The name forms, or why the id is refused (not kebab-case, too long, or a reserved word). */
export function moduleNames(id: string): ModuleNames | string {
  if (!kebab.test(id)) return `"${id}" is not a kebab-case id (lower-case letters, digits and single dashes)`;
  if (id.length > 40) return `"${id}" is longer than 40 characters`;
  if (['module', 'index', 'platform', 'modules'].includes(id)) return `"${id}" is reserved`;
  const parts = id.split('-');
  const cap = (p: string) => p.charAt(0).toUpperCase() + p.slice(1);
  const pascal = parts.map(cap).join('');
  return {
    id,
    camel: pascal.charAt(0).toLowerCase() + pascal.slice(1),
    pascal,
    snake: parts.join('_'),
    constant: parts.join('_').toUpperCase(),
  };
}
