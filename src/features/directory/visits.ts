/** How a provider sees people, in words. */
export function visits(telehealth: boolean, inPerson: boolean) {
  return telehealth && inPerson ? 'In person and telehealth' : telehealth ? 'Telehealth only' : 'In person';
}

/** A distance as a person reads it: "1 mile", "2.5 miles". */
export const miles = (n: number) => `${n} ${n === 1 ? 'mile' : 'miles'}`;
