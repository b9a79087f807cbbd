/**
 * First names and their short forms (issue #12), one table for every place that compares people's names:
 * the CSV importer's likely duplicates (guest-duplicates.ts) and "Find your invitation" (name-match.ts).
 * Every spelling in a row is the same first name; a short form may belong to several rows ("chris").
 * Hand-written and small on purpose: common English short forms, not a database of names.
 */
const NICKNAME_FAMILIES: readonly string[] = [
  "christopher chris kit topher christoph",
  "christine chris christina tina chrissy kristina kristine",
  "christian chris",
  "elizabeth liz lizzie lizzy beth betty eliza lisa libby liza ellie betsy bess elisabeth",
  "robert bob bobby rob robbie bert",
  "roberta bobbie robbie",
  "william bill billy will willy liam",
  "katherine kate kathy katie kat catherine cathy kathryn katharine kathleen kay",
  "michael mike mikey mick mickey",
  "michelle shelly shelley",
  "james jim jimmy jamie",
  "richard rick ricky dick rich richie",
  "thomas tom tommy",
  "john jon johnny jack jonathan jonny",
  "margaret maggie meg peggy marge margie greta",
  "alexander alex sasha xander al",
  "alexandra alex sasha lexi alexa sandra sandy",
  "anthony tony",
  "daniel dan danny",
  "danielle dani",
  "david dave davey davy",
  "edward ed eddie ted ned teddy",
  "joseph joe joey",
  "josephine jo josie",
  "matthew matt matty",
  "nicholas nick nicky",
  "nicole nikki nicky",
  "patrick pat paddy",
  "patricia pat patty trish tricia",
  "samuel sam sammy",
  "samantha sam sammie sammy",
  "stephen steven steve stevie",
  "stephanie steph",
  "benjamin ben benny benji",
  "andrew andy drew",
  "jennifer jen jenny jenn",
  "jessica jess jessie",
  "rebecca becky becca",
  "susan sue suzie susie suzanne",
  "deborah debbie deb debra",
  "victoria vicky tori vic",
  "abigail abby abbie gail",
  "charles charlie chuck chas",
  "charlotte charlie lottie",
  "henry hank harry",
  "harold harry hal",
  "frederick fred freddie freddy",
  "gregory greg",
  "jacob jake",
  "joshua josh",
  "kenneth ken kenny",
  "lawrence larry laurence",
  "leonard leo len lenny",
  "nathaniel nathan nate nat",
  "natalie nat",
  "peter pete",
  "raymond ray",
  "ronald ron ronnie",
  "timothy tim timmy",
  "zachary zach zack zac",
  "dorothy dot dottie",
  "eleanor ellie nora elle",
  "isabella isabel bella izzy isabelle",
  "madeline maddie madeleine",
  "olivia liv livvy",
  "pamela pam",
  "penelope penny",
  "sarah sara sally sadie",
  "theodore theo ted teddy",
  "valerie val",
  "francis frank fran frankie",
  "frances fran frankie",
  "gabriel gabe",
  "gabrielle gabby gabi",
  "douglas doug",
  "donald don donny",
  "gerald gerry jerry",
  "jeffrey jeff geoffrey geoff",
  "albert al bert",
  "allison ali allie alison",
  "amanda mandy",
  "angela angie",
  "barbara barb barbie",
  "cynthia cindy",
  "kimberly kim",
  "melissa mel missy",
  "melanie mel",
  "teresa theresa tess terry tessa",
  "vincent vince vinny",
  "walter walt",
  "philip phil phillip",
  "benedict ben",
  "maximilian max",
  "maxwell max",
  "susannah susanna sue",
  "antonio tony",
  "giuseppe joe",
  "jose pepe",
  "francesca fran frankie",
  "alan al",
  "alfred al fred",
  "alexis alex",
  "herbert bert",
  "cathrine cathy",
  "edwin ed",
  "edmund ed",
  "ellen ellie",
  "bethany beth",
  "franklin frank",
  "gabriella gabby",
  "jackson jack",
  "jerome jerry",
  "judith judy",
  "leonardo leo",
  "megan meg",
  "mitchell mitch",
  "mary molly",
  "eric rick",
  "sandra sandy",
  "stuart stu",
  "victor vic",
];

const familiesOf = new Map<string, number[]>();
NICKNAME_FAMILIES.forEach((row, family) => {
  for (const name of row.split(" ")) familiesOf.set(name, [...(familiesOf.get(name) ?? []), family]);
});

/** Whether two first names (folded, lower case) are spellings of one name: "bill" and "william". */
export function sameNicknameFamily(a: string, b: string): boolean {
  if (a === b) return true;
  const fa = familiesOf.get(a);
  const fb = familiesOf.get(b);
  return !!fa && !!fb && fa.some((f) => fb.includes(f));
}

/** Every spelling of a first name's families ("chris" → christopher, kit, christine, tina…). */
export function nicknameSpellings(word: string): string[] {
  return (familiesOf.get(word) ?? []).flatMap((f) => NICKNAME_FAMILIES[f]!.split(" "));
}

/** Letters a decomposition (NFD) does not split: ß, ø, æ, ł… */
const FOLDS: Record<string, string> = {
  ß: "ss",
  ø: "o",
  æ: "ae",
  œ: "oe",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
  ı: "i",
};

/** Lower case with accents and special letters folded: "Zoë Weiß" → "zoe weiss" (punctuation kept). */
export function foldLetters(value: string): string {
  return value
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[ßøæœłđðþı]/g, (c) => FOLDS[c] ?? c);
}
