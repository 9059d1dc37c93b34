import type { StudFileInput } from "#data/records";
import {
  BREED_LABELS,
  NO_PREMIUM_LABEL,
  NOT_OFFERED,
  MAX_GENERATION,
  classLadder,
  colourName,
  createRng,
  exteriorPremium,
  exteriorTotal,
  formatGenotype,
  heightClass,
  meritPoints,
  parseGenotype,
  type Breed,
  type Focus,
  type Gender,
  type HorseCategory,
  type Rng,
} from "#domain";

/**
 * The demo stud that `npm start` seeds into an empty database: a believable Welsh
 * stud of 50 horses over every category and section, with line-bred pedigrees
 * (so duplicate highlighting and inbreeding show), evaluations of all six types,
 * merits, competition entries (a Körning pair among them) and ribbons.
 *
 * The hand-written parts are the horses and their ancestry; what is repetitive
 * (stats, ribbons, merits, short descriptions) is generated from a seeded
 * generator, so the stud is the same on every start.
 */

type Ancestor = [
  name: string,
  gender: Gender,
  breed: Breed,
  genotype: string,
  sire: string | null,
  dam: string | null,
  evalExt?: "F" | "RL",
];

/** Ancestors that are not horses of the stud: pedigree entries only. F = foundation, RL = real-life pedigree. */
const ANCESTORS: Ancestor[] = [
  // Section D: Llanarth Braint and Derwen Seren come back on both sides of the stud's cob lines.
  ["Ceitho Welsh Comet", "Hingst", "d", "ee Aa", null, null, "RL"],
  ["Llanarth Firefly", "Sto", "d", "Ee Aa", null, null, "RL"],
  ["Llanarth Braint", "Hingst", "d", "Ee Aa", "Ceitho Welsh Comet", "Llanarth Firefly", "RL"],
  ["Tyreos Myfanwy", "Sto", "d", "ee Aa", null, null, "RL"],
  ["Brenin Dafydd", "Hingst", "d", "Ee aa", null, null, "RL"],
  ["Derwen Seren", "Sto", "d", "Ee Aa nCr", null, null, "F"],
  ["Pentre Eiddwen Comet", "Hingst", "d", "ee Aa", null, null, "F"],
  ["Llanarth Rhiannon", "Sto", "d", "Ee Aa", null, null, "F"],
  ["Nebo Daniel", "Hingst", "d", "Ee aa", null, null, "RL"],
  ["Cyttir Telynores", "Sto", "d", "Ee Aa", null, null, "F"],
  ["Llanarth Flying Comet", "Hingst", "d", "Ee Aa", "Llanarth Braint", "Tyreos Myfanwy"],
  ["Derwen Rosina", "Sto", "d", "Ee Aa nCr", "Brenin Dafydd", "Derwen Seren"],
  ["Nebo Black Magic", "Hingst", "d", "Ee aa", "Nebo Daniel", "Cyttir Telynores"],
  ["Llanarth Meredith", "Sto", "d", "Ee Aa", "Pentre Eiddwen Comet", "Llanarth Rhiannon"],
  ["Braint Eirlys", "Sto", "d", "ee Aa", "Llanarth Braint", "Derwen Seren"],
  // Section A: Coed Coch Madog stands on both sides of Vinterljus.
  ["Glassallt", "Hingst", "a", "Ee Aa nG", null, null, "RL"],
  ["Dyoll Moonlight", "Sto", "a", "Ee Aa", null, null, "RL"],
  ["Dyoll Starlight", "Hingst", "a", "Ee Aa nG", "Glassallt", "Dyoll Moonlight", "RL"],
  ["Dinarth Henol", "Sto", "a", "ee Aa", null, null, "F"],
  ["Coed Coch Serliw", "Sto", "a", "Ee aa", null, null, "F"],
  ["Revel Light", "Hingst", "a", "ee Aa nCr", null, null, "F"],
  ["Coed Coch Glyndwr", "Hingst", "a", "Ee Aa nG", "Dyoll Starlight", "Dinarth Henol"],
  ["Dyoll Dawn", "Sto", "a", "Ee Aa", "Dyoll Starlight", "Coed Coch Serliw"],
  ["Bengad Dogwood", "Hingst", "a", "ee Aa", null, null, "RL"],
  // Section B: Downland Chevalier sires both Cusop Steward and Keston Royal Occasion.
  ["Downland Chevalier", "Hingst", "b", "ee Aa", null, null, "RL"],
  ["Cusop Dimple", "Sto", "b", "Ee Aa", null, null, "F"],
  ["Keston Blue Charm", "Sto", "b", "Ee aa nRn", null, null, "F"],
  ["Keston Royal Occasion", "Hingst", "b", "Ee Aa", "Downland Chevalier", "Keston Blue Charm", "RL"],
  ["Sinton Solomon", "Hingst", "b", "Ee Aa nG", null, null, "F"],
  ["Lemwell Rosita", "Sto", "b", "ee Aa", null, null, "F"],
  ["Brynhir Melody", "Sto", "b", "Ee Aa nD", null, null, "F"],
  // Partbred: the warmblood side of Hanna av Ekbacka.
  ["Ekbackas Donnerhall", "Hingst", "x", "Ee Aa", null, null, "RL"],
  ["Frida av Ekbacka", "Sto", "x", "Ee aa", null, null, "F"],
];

interface DemoHorse {
  name: string;
  category: HorseCategory;
  breed: Breed;
  gender: Gender;
  age: number;
  height: number;
  genotype: string;
  focus: Focus;
  sire: string;
  dam: string;
  /** Omitted: bred by the stable itself. */
  bredBy?: string;
  ribbons?: number;
  desc?: string;
  forSale?: boolean;
  sold?: { link: string; owner: string };
  moorwiesen?: string;
  rvhf?: string;
  /** Competition entry: event and how far up its class ladder the horse has come. */
  compete?: { event: string; level: number; partner?: string };
}

const HORSES: DemoHorse[] = [
  // Stallions
  {
    name: "Snöflingans Åskvigg",
    category: "stallions",
    breed: "d",
    gender: "Hingst",
    age: 9,
    height: 152,
    genotype: "Ee Aa nCr nG",
    focus: "Dressyr",
    sire: "Snöflingans Rosenkung",
    dam: "Snöflingans Stjärnglans",
    ribbons: 12,
    moorwiesen: "MW-D-2016-0412",
    rvhf: "RVHF D 1187",
    desc: "Snöflingans Åskvigg är stuteriets stolthet och den hingst som bäst visar vad vi vill med vår avel av Welsh Cob. Han föddes gulbrun men har med åren blivit allt ljusare, och i dag lyser han upp hagen som en vinterdag. Han är stark, uthållig och har ett stort, bärande trav som gör honom till en självklar dressyrhäst.\n\nI stallet är han lugn och vänlig, och han tar hand om unga ston med stort tålamod. Hans avkommor ärver både rörelserna och det goda lynnet, och flera av dem tävlar redan framgångsrikt. Han är linjeavlad på Llanarth Braint och Derwen Rosina.",
  },
  {
    name: "Snöflingans Rosenkung",
    category: "stallions",
    breed: "d",
    gender: "Hingst",
    age: 15,
    height: 150,
    genotype: "Ee Aa nCr",
    focus: "Körning",
    sire: "Derwen Rosinas Lad",
    dam: "Nebo Rhiannon",
    ribbons: 10,
    moorwiesen: "MW-D-2010-0077",
    desc: "Rosenkung är far till Åskvigg och har präglat stuteriets cobar i mer än tio år. Han är en klassisk, kraftfull cob med mycket hjärta, som fortfarande går i vagnen med samma glädje som när han var ung. Han lämnar lättridna, arbetsvilliga avkommor med goda ben och hovar.",
  },
  {
    name: "Snöflingans Vinterljus",
    category: "stallions",
    breed: "a",
    gender: "Hingst",
    age: 7,
    height: 105,
    genotype: "Ee Aa nG",
    focus: "Körning",
    sire: "Revel Cassino",
    dam: "Dyoll Ballerina",
    ribbons: 8,
    rvhf: "RVHF A 2231",
    desc: "En liten, ädel Welsh Mountain-hingst med stora ögon och små, spetsiga öron. Vinterljus är avlad för körning och familjeliv, precis som vi vill att sektion A ska vara: modig, klok och lätt att ha att göra med.",
  },
  {
    name: "Revel Cassino",
    category: "stallions",
    breed: "a",
    gender: "Hingst",
    age: 13,
    height: 114,
    genotype: "ee Aa nCr",
    focus: "Utställning",
    sire: "Coed Coch Madog",
    dam: "Revel Jewel",
    bredBy: "Revel Stud",
    ribbons: 6,
    moorwiesen: "MW-A-2012-0931",
  },
  {
    name: "Snöflingans Silverpil",
    category: "stallions",
    breed: "b",
    gender: "Hingst",
    age: 8,
    height: 128,
    genotype: "Ee aa nZ",
    focus: "Hoppning",
    sire: "Cusop Steward",
    dam: "Lemwell Cariad",
    ribbons: 5,
  },
  {
    name: "Cusop Steward",
    category: "stallions",
    breed: "b",
    gender: "Hingst",
    age: 16,
    height: 126,
    genotype: "ee Aa",
    focus: "Dressyr",
    sire: "Downland Chevalier",
    dam: "Cusop Dimple",
    bredBy: "Cusop Stud",
    ribbons: 3,
    rvhf: "RVHF B 0412",
  },
  {
    name: "Tireinon Talisman",
    category: "stallions",
    breed: "c",
    gender: "Hingst",
    age: 11,
    height: 134,
    genotype: "Ee aa",
    focus: "Allround",
    sire: "Nebo Black Magic",
    dam: "Dyoll Dawn",
    bredBy: "Tireinon Stud",
    ribbons: 4,
  },
  {
    name: "Snöflingans Nordanvind",
    category: "stallions",
    breed: "x",
    gender: "Hingst",
    age: 6,
    height: 162,
    genotype: "Ee Aa nCr",
    focus: "Fälttävlan",
    sire: "Snöflingans Åskvigg",
    dam: "Hanna av Ekbacka",
    ribbons: 2,
  },
  // Broodmares
  {
    name: "Snöflingans Stjärnglans",
    category: "broodmares",
    breed: "d",
    gender: "Sto",
    age: 14,
    height: 146,
    genotype: "Ee Aa nG",
    focus: "Dressyr",
    sire: "Tyreos Brenin",
    dam: "Cyttir Seren",
    ribbons: 9,
    moorwiesen: "MW-D-2011-0210",
    desc: "Stjärnglans är stuteriets mest betydelsefulla avelssto. Hon är en stor, elegant cob med ett mjukt och följsamt sinne, och hon har lämnat både Åskvigg och flera fina ston som stannat kvar i avelsstallet. Hennes skimmel har blivit nästan vit, men hon föddes mörkbrun med en liten stjärna i pannan, därav namnet. Hon går fortfarande ut med flocken varje dag och är den som håller ordning i den stora hagen.",
  },
  {
    name: "Penllyn Gwen",
    category: "broodmares",
    breed: "d",
    gender: "Sto",
    age: 12,
    height: 144,
    genotype: "ee Aa",
    focus: "Allround",
    sire: "Tyreos Brenin",
    dam: "Llanarth Meredith",
    bredBy: "Penllyn Stud",
    ribbons: 2,
  },
  {
    name: "Cyttir Seren",
    category: "broodmares",
    breed: "d",
    gender: "Sto",
    age: 19,
    height: 145,
    genotype: "Ee Aa nG",
    focus: "Utställning",
    sire: "Nebo Black Magic",
    dam: "Derwen Rosina",
    bredBy: "Cyttir Stud",
    ribbons: 4,
  },
  {
    name: "Snöflingans Smörblomma",
    category: "broodmares",
    breed: "a",
    gender: "Sto",
    age: 10,
    height: 112,
    genotype: "ee Aa nCr",
    focus: "Körning",
    sire: "Bengad Dogwood",
    dam: "Dyoll Dawn",
    ribbons: 3,
  },
  {
    name: "Dyoll Ballerina",
    category: "broodmares",
    breed: "a",
    gender: "Sto",
    age: 12,
    height: 110,
    genotype: "Ee Aa",
    focus: "Utställning",
    sire: "Coed Coch Madog",
    dam: "Dyoll Dawn",
    bredBy: "Dyoll Stud",
    ribbons: 1,
  },
  {
    name: "Lemwell Cariad",
    category: "broodmares",
    breed: "b",
    gender: "Sto",
    age: 13,
    height: 125,
    genotype: "Ee Aa nD",
    focus: "Dressyr",
    sire: "Sinton Solomon",
    dam: "Lemwell Rosita",
    bredBy: "Lemwell Stud",
  },
  {
    name: "Keston Sommarsaga",
    category: "broodmares",
    breed: "b",
    gender: "Sto",
    age: 11,
    height: 127,
    genotype: "Ee Aa",
    focus: "Hoppning",
    sire: "Keston Royal Occasion",
    dam: "Brynhir Melody",
    bredBy: "Keston Stud",
    ribbons: 3,
  },
  {
    name: "Snöflingans Kornblixt",
    category: "broodmares",
    breed: "c",
    gender: "Sto",
    age: 9,
    height: 133,
    genotype: "Ee Aa nCr",
    focus: "Körning",
    sire: "Snöflingans Rosenkung",
    dam: "Snöflingans Smörblomma",
    ribbons: 2,
  },
  {
    name: "Hanna av Ekbacka",
    category: "broodmares",
    breed: "x",
    gender: "Sto",
    age: 15,
    height: 165,
    genotype: "Ee aa",
    focus: "Dressyr",
    sire: "Ekbackas Donnerhall",
    dam: "Frida av Ekbacka",
    bredBy: "Ekbacka gård",
  },
  // Competitors
  {
    name: "Snöflingans Blixtra",
    category: "competitors",
    breed: "d",
    gender: "Valack",
    age: 8,
    height: 149,
    genotype: "ee Aa nTo",
    focus: "Fälttävlan",
    sire: "Snöflingans Rosenkung",
    dam: "Cyttir Seren",
    ribbons: 2,
    compete: { event: "Fälttävlan", level: 2 },
    desc: "Blixtra är en modig fuxskäck som älskar terrängen. Han tar sig över diken och vallar utan att tveka och har en galopp som äter upp banan. Hemma är han stallets clown som gärna öppnar grindar.",
  },
  {
    name: "Glanllyn Tywysog",
    category: "competitors",
    breed: "d",
    gender: "Valack",
    age: 10,
    height: 147,
    genotype: "Ee aa",
    focus: "Hoppning",
    sire: "Nebo Black Magic",
    dam: "Braint Eirlys",
    bredBy: "Glanllyn Stud",
    ribbons: 5,
    compete: { event: "Hoppning", level: 3 },
  },
  {
    name: "Snöflingans Sjöbris",
    category: "competitors",
    breed: "d",
    gender: "Valack",
    age: 6,
    height: 153,
    genotype: "Ee Aa",
    focus: "Galopp",
    sire: "Tyreos Brenin",
    dam: "Penllyn Gwen",
    compete: { event: "Galopp", level: 0 },
  },
  {
    name: "Snöflingans Ögonsten",
    category: "competitors",
    breed: "c",
    gender: "Sto",
    age: 7,
    height: 136,
    genotype: "Ee Aa nCh",
    focus: "Dressyr",
    sire: "Tireinon Talisman",
    dam: "Snöflingans Stjärnglans",
    ribbons: 3,
    compete: { event: "Dressyr", level: 2 },
  },
  {
    name: "Maelor Dafydd",
    category: "competitors",
    breed: "c",
    gender: "Hingst",
    age: 9,
    height: 137,
    genotype: "ee aa ff",
    focus: "Körning",
    sire: "Nebo Black Magic",
    dam: "Revel Jewel",
    bredBy: "Maelor Stud",
    ribbons: 1,
    compete: { event: "Körning", level: 1 },
  },
  {
    name: "Snöflingans Lilla My",
    category: "competitors",
    breed: "a",
    gender: "Sto",
    age: 8,
    height: 104,
    genotype: "ee Aa",
    focus: "Körning",
    sire: "Revel Cassino",
    dam: "Snöflingans Smörblomma",
    ribbons: 9,
    compete: { event: "Körning", level: 2, partner: "Snöflingans Pärlemor" },
    desc: "Lilla My är liten till växten men stor i orden. Tillsammans med halvsystern Pärlemor bildar hon stuteriets körpar, och de två har blivit kända för sin taktfasta, synkroniserade trav. Hon är snabb i huvudet, ibland lite för snabb, och kräver en kusk som är ett steg före. När hon får jobba är hon lycklig, och ingen bana är för trång för henne.",
  },
  {
    name: "Snöflingans Pärlemor",
    category: "competitors",
    breed: "a",
    gender: "Sto",
    age: 9,
    height: 106,
    genotype: "ee Aa nCr",
    focus: "Körning",
    sire: "Revel Cassino",
    dam: "Dyoll Ballerina",
    ribbons: 7,
    compete: { event: "Körning", level: 2, partner: "Snöflingans Lilla My" },
  },
  {
    name: "Snöflingans Höstglöd",
    category: "competitors",
    breed: "b",
    gender: "Valack",
    age: 7,
    height: 129,
    genotype: "ee Aa",
    focus: "Hoppning",
    sire: "Cusop Steward",
    dam: "Keston Sommarsaga",
    ribbons: 3,
    forSale: true,
    compete: { event: "Hoppning", level: 1 },
  },
  {
    name: "Snöflingans Ärlan",
    category: "competitors",
    breed: "b",
    gender: "Sto",
    age: 6,
    height: 124,
    genotype: "ee Aa nSb",
    focus: "Utställning",
    sire: "Cusop Steward",
    dam: "Lemwell Cariad",
    ribbons: 2,
    compete: { event: "Utställning", level: 1 },
  },
  {
    name: "Snöflingans Frostrosa",
    category: "competitors",
    breed: "x",
    gender: "Sto",
    age: 8,
    height: 158,
    genotype: "Ee Aa nG",
    focus: "Dressyr",
    sire: "Snöflingans Rosenkung",
    dam: "Hanna av Ekbacka",
    ribbons: 9,
    compete: { event: "Dressyr", level: 4 },
  },
  // Youngsters
  {
    name: "Snöflingans Åskbris",
    category: "youngsters",
    breed: "d",
    gender: "Hingst",
    age: 2,
    height: 141,
    genotype: "Ee Aa nCr",
    focus: "Dressyr",
    sire: "Snöflingans Åskvigg",
    dam: "Penllyn Gwen",
    ribbons: 1,
  },
  {
    name: "Snöflingans Tusensköna",
    category: "youngsters",
    breed: "d",
    gender: "Sto",
    age: 3,
    height: 139,
    genotype: "Ee Aa nG",
    focus: "Allround",
    sire: "Derwen Rosinas Lad",
    dam: "Snöflingans Stjärnglans",
  },
  {
    name: "Snöflingans Isblomma",
    category: "youngsters",
    breed: "a",
    gender: "Sto",
    age: 1,
    height: 98,
    genotype: "Ee Aa nG",
    focus: "Utställning",
    sire: "Snöflingans Vinterljus",
    dam: "Snöflingans Smörblomma",
    ribbons: 1,
  },
  {
    name: "Snöflingans Ekorre",
    category: "youngsters",
    breed: "a",
    gender: "Valack",
    age: 3,
    height: 102,
    genotype: "ee Aa",
    focus: "Körning",
    sire: "Snöflingans Vinterljus",
    dam: "Revel Jewel",
  },
  {
    name: "Snöflingans Fjäderlätt",
    category: "youngsters",
    breed: "b",
    gender: "Sto",
    age: 3,
    height: 121,
    genotype: "Ee aa nZ",
    focus: "Hoppning",
    sire: "Snöflingans Silverpil",
    dam: "Keston Sommarsaga",
  },
  {
    name: "Snöflingans Kvällsdimma",
    category: "youngsters",
    breed: "c",
    gender: "Sto",
    age: 3,
    height: 130,
    genotype: "Ee Aa nCr",
    focus: "Körning",
    sire: "Tireinon Talisman",
    dam: "Snöflingans Kornblixt",
  },
  {
    name: "Snöflingans Morgonstjärna",
    category: "youngsters",
    breed: "x",
    gender: "Hingst",
    age: 1,
    height: 150,
    genotype: "Ee Aa nG",
    focus: "Fälttävlan",
    sire: "Snöflingans Nordanvind",
    dam: "Snöflingans Stjärnglans",
  },
  // Seniors
  {
    name: "Derwen Rosinas Lad",
    category: "seniors",
    breed: "d",
    gender: "Hingst",
    age: 24,
    height: 148,
    genotype: "Ee Aa nCr",
    focus: "Körning",
    sire: "Llanarth Flying Comet",
    dam: "Derwen Rosina",
    bredBy: "Derwen Stud",
    ribbons: 11,
    rvhf: "RVHF D 0031",
  },
  {
    name: "Nebo Rhiannon",
    category: "seniors",
    breed: "d",
    gender: "Sto",
    age: 22,
    height: 143,
    genotype: "Ee aa",
    focus: "Utställning",
    sire: "Nebo Black Magic",
    dam: "Llanarth Meredith",
    bredBy: "Nebo Stud",
    ribbons: 4,
  },
  {
    name: "Tyreos Brenin",
    category: "seniors",
    breed: "d",
    gender: "Hingst",
    age: 23,
    height: 151,
    genotype: "Ee Aa",
    focus: "Dressyr",
    sire: "Brenin Dafydd",
    dam: "Braint Eirlys",
    bredBy: "Tyreos Stud",
    ribbons: 6,
  },
  {
    name: "Coed Coch Madog",
    category: "seniors",
    breed: "a",
    gender: "Hingst",
    age: 26,
    height: 115,
    genotype: "Ee Aa nG",
    focus: "Utställning",
    sire: "Coed Coch Glyndwr",
    dam: "Coed Coch Serliw",
    bredBy: "Coed Coch Stud",
    ribbons: 5,
  },
  {
    name: "Revel Jewel",
    category: "seniors",
    breed: "a",
    gender: "Sto",
    age: 25,
    height: 111,
    genotype: "ee Aa",
    focus: "Körning",
    sire: "Revel Light",
    dam: "Dinarth Henol",
    bredBy: "Revel Stud",
  },
  {
    name: "Snöflingans Silvertopp",
    category: "seniors",
    breed: "b",
    gender: "Valack",
    age: 21,
    height: 126,
    genotype: "Ee Aa nD",
    focus: "Allround",
    sire: "Downland Chevalier",
    dam: "Cusop Dimple",
    ribbons: 3,
  },
  // For sale
  {
    name: "Snöflingans Vårsol",
    category: "for-sale",
    breed: "a",
    gender: "Valack",
    age: 5,
    height: 108,
    genotype: "ee Aa nCr",
    focus: "Körning",
    sire: "Revel Cassino",
    dam: "Snöflingans Smörblomma",
    forSale: true,
  },
  {
    name: "Snöflingans Blåbär",
    category: "for-sale",
    breed: "b",
    gender: "Sto",
    age: 4,
    height: 123,
    genotype: "Ee aa",
    focus: "Dressyr",
    sire: "Cusop Steward",
    dam: "Keston Sommarsaga",
    forSale: true,
    ribbons: 1,
  },
  {
    name: "Gwynfryn Seren",
    category: "for-sale",
    breed: "b",
    gender: "Sto",
    age: 9,
    height: 122,
    genotype: "Ee Aa nG",
    focus: "Allround",
    sire: "Sinton Solomon",
    dam: "Brynhir Melody",
    bredBy: "Gwynfryn Stud",
    forSale: true,
  },
  {
    name: "Snöflingans Rimfrost",
    category: "for-sale",
    breed: "c",
    gender: "Valack",
    age: 5,
    height: 135,
    genotype: "Ee Aa nRn",
    focus: "Hoppning",
    sire: "Tireinon Talisman",
    dam: "Snöflingans Smörblomma",
    forSale: true,
  },
  {
    name: "Snöflingans Hjortron",
    category: "for-sale",
    breed: "d",
    gender: "Sto",
    age: 4,
    height: 142,
    genotype: "ee Aa",
    focus: "Fälttävlan",
    sire: "Snöflingans Åskvigg",
    dam: "Cyttir Seren",
    forSale: true,
    ribbons: 2,
  },
  {
    name: "Snöflingans Solvarv",
    category: "for-sale",
    breed: "x",
    gender: "Valack",
    age: 4,
    height: 155,
    genotype: "Ee Aa nCh",
    focus: "Hoppning",
    sire: "Snöflingans Nordanvind",
    dam: "Snöflingans Ögonsten",
    forSale: true,
  },
  // Sold
  {
    name: "Snöflingans Kanelbulle",
    category: "sold",
    breed: "a",
    gender: "Valack",
    age: 6,
    height: 107,
    genotype: "ee Aa",
    focus: "Körning",
    sire: "Bengad Dogwood",
    dam: "Dyoll Ballerina",
    sold: { link: "https://stall-bjorkhagen.example/hastar/kanelbulle", owner: "Stall Björkhagen" },
  },
  {
    name: "Snöflingans Lingon",
    category: "sold",
    breed: "b",
    gender: "Sto",
    age: 5,
    height: 126,
    genotype: "ee Aa nCr",
    focus: "Hoppning",
    sire: "Snöflingans Silverpil",
    dam: "Keston Sommarsaga",
    ribbons: 1,
    sold: { link: "https://ponnygarden.example/lingon", owner: "Ponnygården i Ekeby" },
  },
  {
    name: "Snöflingans Måne",
    category: "sold",
    breed: "c",
    gender: "Valack",
    age: 6,
    height: 131,
    genotype: "Ee aa nCr",
    focus: "Dressyr",
    sire: "Tireinon Talisman",
    dam: "Snöflingans Kornblixt",
    sold: { link: "https://hastgarden-norr.example/mane", owner: "Hästgården Norr" },
  },
  {
    name: "Snöflingans Havtorn",
    category: "sold",
    breed: "d",
    gender: "Hingst",
    age: 5,
    height: 147,
    genotype: "ee Aa nSty",
    focus: "Körning",
    sire: "Snöflingans Rosenkung",
    dam: "Penllyn Gwen",
    ribbons: 2,
    sold: { link: "https://welshcob-stuteri.example/havtorn", owner: "Welshstuteriet Vid Ån" },
  },
];

type EvaluationInput = NonNullable<StudFileInput["evaluations"]>[number];
const JUDGE = { a: "Karin Åberg", b: "Gwen Morgan", c: "Per Ödman" } as const;

/** Exterior evaluations: breedType, hnb, extremeties, movement, overall (each /10). */
const EXTERIORS: [horse: string, date: string, scores: [number, number, number, number, number]][] = [
  ["Snöflingans Åskvigg", "2020-06-12", [9, 8, 8, 9, 9]],
  ["Snöflingans Rosenkung", "2014-06-10", [8, 8, 7, 8, 8]],
  ["Snöflingans Vinterljus", "2022-05-21", [8, 7, 8, 8, 8]],
  ["Snöflingans Silverpil", "2021-05-22", [7, 7, 7, 8, 7]],
  ["Tireinon Talisman", "2018-07-01", [8, 9, 8, 8, 8]],
  ["Snöflingans Stjärnglans", "2015-06-14", [8, 8, 8, 8, 9]],
  ["Snöflingans Ögonsten", "2022-06-18", [8, 7, 7, 8, 7]],
  ["Glanllyn Tywysog", "2019-08-03", [7, 7, 6, 7, 7]],
  ["Snöflingans Frostrosa", "2021-08-07", [8, 8, 8, 9, 8]],
  ["Snöflingans Lilla My", "2021-06-05", [7, 8, 7, 8, 7]],
  // A later, better exterior: the horse page lists newest first within a type.
  ["Snöflingans Åskvigg", "2023-06-10", [9, 9, 8, 9, 9]],
];
const exteriorScores = ([breedType, hnb, extremeties, movement, overall]: number[]) => ({
  breedType,
  hnb,
  extremeties,
  movement,
  overall,
});

const EVALUATIONS: EvaluationInput[] = [
  ...EXTERIORS.map(([horse, date, scores]): EvaluationInput => ({
    horse,
    date,
    judge: JUDGE.b,
    type: "exterior",
    ...exteriorScores(scores),
  })),
  {
    horse: "Snöflingans Åskvigg",
    date: "2023-09-02",
    judge: JUDGE.b,
    type: "premiering",
    exterior: "Diplom",
    meritPoints: 164,
    offAmount: 7,
    offPoints: 48,
    result: "Premierad, Elit",
  },
  {
    horse: "Snöflingans Rosenkung",
    date: "2016-09-03",
    judge: JUDGE.b,
    type: "premiering",
    exterior: "Klass I",
    meritPoints: 92,
    offAmount: 12,
    offPoints: 61,
    result: "Premierad, A",
  },
  {
    horse: "Snöflingans Vinterljus",
    date: "2024-09-07",
    judge: JUDGE.a,
    type: "premiering",
    exterior: "Klass I",
    meritPoints: 40,
    offAmount: 2,
    offPoints: 12,
    result: "Premierad, AB",
  },
  {
    horse: "Snöflingans Silverpil",
    date: "2023-09-09",
    judge: JUDGE.c,
    type: "premiering",
    exterior: "Klass I",
    meritPoints: 18,
    offAmount: 2,
    offPoints: 9,
    result: "Premierad, B",
  },
  {
    horse: "Snöflingans Åskvigg",
    date: "2019-08-24",
    judge: JUDGE.c,
    type: "trearstest",
    typ: 8,
    hhb: 8,
    extr: 7,
    skritt: 8,
    trav: 9,
    galopp: 8,
    hoppTeknik: 6,
    hoppTemp: 7,
  },
  {
    horse: "Snöflingans Kvällsdimma",
    date: "2025-08-23",
    judge: JUDGE.a,
    type: "trearstest",
    typ: 7,
    hhb: 7,
    extr: 7,
    skritt: 8,
    trav: 7,
    galopp: 7,
    hoppTeknik: 8,
    hoppTemp: 8,
  },
  {
    horse: "Snöflingans Ekorre",
    date: "2025-08-23",
    judge: JUDGE.a,
    type: "trearstest",
    typ: 6,
    hhb: 7,
    extr: 6,
    skritt: 7,
    trav: 7,
    galopp: 6,
    hoppTeknik: 5,
    hoppTemp: 6,
  },
  {
    horse: "Snöflingans Åskvigg",
    date: "2020-06-12",
    judge: JUDGE.b,
    type: "kvalitetregistrering",
    section: "I",
    regNr: "KV-D-2020-001",
  },
  {
    horse: "Snöflingans Stjärnglans",
    date: "2015-06-14",
    judge: JUDGE.b,
    type: "kvalitetregistrering",
    section: "II",
    regNr: "KV-D-2015-014",
  },
  {
    horse: "Snöflingans Smörblomma",
    date: "2019-05-18",
    judge: JUDGE.a,
    type: "kvalitetregistrering",
    section: "III",
    regNr: "KV-A-2019-007",
  },
  {
    horse: "Snöflingans Kornblixt",
    date: "2020-05-16",
    judge: JUDGE.c,
    type: "kvalitetregistrering",
    section: "IV",
    regNr: "KV-C-2020-003",
  },
  {
    horse: "Snöflingans Åskvigg",
    date: "2016-09-17",
    judge: JUDGE.a,
    type: "kvalitetfolbedomning",
    exterior: 9,
    gangarter: 8,
    skritt: 8,
    trav: 9,
    galopp: 8,
    intryck: 9,
  },
  {
    horse: "Snöflingans Isblomma",
    date: "2025-09-13",
    judge: JUDGE.a,
    type: "kvalitetfolbedomning",
    exterior: 8,
    gangarter: 7,
    skritt: 7,
    trav: 8,
    galopp: 7,
    intryck: 8,
  },
  {
    horse: "Snöflingans Morgonstjärna",
    date: "2025-09-13",
    judge: JUDGE.c,
    type: "kvalitetfolbedomning",
    exterior: 7,
    gangarter: 8,
    skritt: 8,
    trav: 8,
    galopp: 7,
    intryck: 7,
  },
  {
    horse: "Snöflingans Åskvigg",
    date: "2019-10-05",
    judge: JUDGE.b,
    type: "kvalitetunghasttest",
    typ: 8,
    hhb: 8,
    ben: 7,
    skritt: 8,
    trav: 9,
    galopp: 8,
    teknik: 6,
    temperament: 8,
    inriktning: "Gång",
    ridprov: "Godkänd",
  },
  {
    horse: "Snöflingans Tusensköna",
    date: "2025-10-04",
    judge: JUDGE.b,
    type: "kvalitetunghasttest",
    typ: 7,
    hhb: 8,
    ben: 7,
    skritt: 7,
    trav: 8,
    galopp: 7,
    teknik: 7,
    temperament: 9,
    inriktning: "Gång",
    ridprov: "Godkänd",
  },
  {
    horse: "Snöflingans Fjäderlätt",
    date: "2025-10-04",
    judge: JUDGE.c,
    type: "kvalitetunghasttest",
    typ: 6,
    hhb: 6,
    ben: 7,
    skritt: 6,
    trav: 6,
    galopp: 7,
    teknik: 8,
    temperament: 5,
    inriktning: "Hopp",
    ridprov: "Ej godkänd",
  },
];

const RIBBON_TEXTS = [
  "1:a Lokal Debutant",
  "Bästa hemuppfödda",
  "2:a Regional Lätt",
  "Champion",
  "Reservchampion",
  "3:e Nationell Medelsvår",
  "Bästa rörelser",
  "Dagens häst",
  "1:a Welshdagen",
  "Best in Show",
  "Juniorchampion",
  "4:e Regional Allowance",
];
const RIDERS = ["Elin Sandberg", "Maja Lindqvist", "Wilma Ek", "Alva Berg", "Saga Holm"];
const SHOWS = ["Vårtävlingen", "Sommarcupen", "Höstpokalen", "Welshdagen", "Julshowen"];
const ORGANISERS = ["Skånes Ponnyklubb", "Upplands Ryttarförening", "Västra Welshsällskapet", "Norrlands Körsällskap"];

const GENDER_WORDS: Record<Gender, string> = { Hingst: "en hingst", Sto: "ett sto", Valack: "en valack" };
const FOCUS_PHRASES: Record<Focus, string> = {
  Allround: "trivs med allt från terrängritter till lättare dressyr",
  Dressyr: "har fina, bärande rörelser och tränas i dressyr",
  Fälttävlan: "är modig i terrängen och tävlar i fälttävlan",
  Hoppning: "hoppar med god teknik och stor lust",
  Galopp: "har snabbhet och uthållighet för galoppbanan",
  Körning: "är lugn och följsam framför vagnen",
  Utställning: "visar upp sig med stor utstrålning i utställningsringen",
};
const CATEGORY_PHRASES: Record<HorseCategory, string> = {
  stallions: "Hingsten står i avel på stuteriet.",
  broodmares: "Hon ingår i stuteriets avelsstostam.",
  competitors: "Just nu ligger fokus på tävlingsbanan.",
  youngsters: "Än så länge får unghästen mest växa och leka i hagen.",
  seniors: "Numera njuter hästen av ett lugnt pensionärsliv i den stora hagen.",
  "for-sale": "Hästen söker nu en ny ägare som vill fortsätta utbildningen.",
  sold: "Hästen har flyttat till en ny ägare.",
};

/** A short Swedish description for horses without a hand-written one. */
function shortDescription(horse: DemoHorse, color: string): string {
  return `${horse.name} är ${GENDER_WORDS[horse.gender]} av rasen ${BREED_LABELS[horse.breed]} i färgen ${color}, som ${FOCUS_PHRASES[horse.focus]}. ${CATEGORY_PHRASES[horse.category]}`;
}

/** A stable seed per horse (FNV-1a of the name): adding a horse never changes the others. */
function seedOf(name: string): number {
  let hash = 0x811c9dc5;
  for (const char of name) hash = Math.imul(hash ^ char.codePointAt(0)!, 0x01000193) >>> 0;
  return hash;
}

/** The pair indexes (stat order of docs/product.md) each focus is strongest in. */
const FOCUS_STRENGTHS: Record<Focus, number[]> = {
  Allround: [],
  Dressyr: [0, 4, 5],
  Fälttävlan: [1, 5, 6],
  Hoppning: [2, 3, 6],
  Galopp: [0, 1, 3],
  Körning: [0, 1, 4],
  Utställning: [4, 5, 7],
};

/** 16 stats, 8 pairs, each pair higher first (like a simulated foal); older horses have trained more. */
function demoStats(horse: DemoHorse, rng: Rng): number[] {
  const training = Math.min(horse.age, 12) * 3;
  return Array.from({ length: 8 }, (_, pair) => {
    const base = 25 + training + (FOCUS_STRENGTHS[horse.focus].includes(pair) ? 15 : 0);
    const values = [base + rng.int(-8, 12), base + rng.int(-8, 12)].map((v) => Math.max(0, Math.min(100, v)));
    return values.sort((a, b) => b - a);
  }).flat();
}

/** Merits for the classes a competitor has passed and the one it is in now (1–3 per class). */
function demoMerits(horse: DemoHorse, ladder: readonly string[], rng: Rng) {
  const { event, level } = horse.compete!;
  const merits: NonNullable<StudFileInput["merits"]> = [];
  let day = new Date(Date.UTC(2023, 3, 1) + rng.int(0, 60) * 86_400_000);
  for (const cls of ladder.slice(0, level + 1)) {
    for (let i = rng.int(1, 3); i > 0; i--) {
      const starters = rng.int(6, 18);
      const place = rng.int(1, Math.min(starters, 8));
      const text = `${place}/${starters} | ${cls}, ${rng.pick(RIDERS)} - ${rng.pick(SHOWS)}, ${rng.pick(ORGANISERS)}`;
      merits.push({
        horse: horse.name,
        key: `${event} ${cls}`,
        date: day.toISOString().slice(0, 10),
        text,
        points: meritPoints(text),
      });
      day = new Date(day.getTime() + rng.int(14, 70) * 86_400_000);
    }
  }
  return merits;
}

/** Generation: one more than the older parent, foundation horses 0 (at most 10: docs/product.md, "Breeding simulation"). */
function generations(parents: Map<string, { sire: string | null; dam: string | null }>): (name: string) => number {
  const memo = new Map<string, number>();
  const of = (name: string | null): number => {
    const entry = name ? parents.get(name) : undefined;
    if (!name || !entry || (!entry.sire && !entry.dam)) return 0;
    if (!memo.has(name)) memo.set(name, Math.min(MAX_GENERATION, 1 + Math.max(of(entry.sire), of(entry.dam))));
    return memo.get(name)!;
  };
  return of;
}

/** The whole demo stud as a stud file (validated by `studFile` when imported). */
export function demoStud(stableName: string): StudFileInput {
  const parents = new Map<string, { sire: string | null; dam: string | null }>([
    ...ANCESTORS.map(([name, , , , sire, dam]) => [name, { sire, dam }] as const),
    ...HORSES.map((horse) => [horse.name, { sire: horse.sire, dam: horse.dam }] as const),
  ]);
  const generationOf = generations(parents);
  // The latest exterior decides the premium (EXTERIORS is in date order per horse).
  const premiumOf = new Map(
    EXTERIORS.map(([horse, , scores]) => [horse, exteriorPremium(exteriorTotal(exteriorScores(scores)))]),
  );

  const horses: NonNullable<StudFileInput["horses"]> = [];
  const merits: NonNullable<StudFileInput["merits"]> = [];
  const competition: NonNullable<StudFileInput["competition"]> = [];
  for (const horse of HORSES) {
    const rng = createRng(seedOf(horse.name));
    const genotype = formatGenotype(parseGenotype(horse.genotype));
    const color = colourName(genotype);
    horses.push({
      name: horse.name,
      category: horse.category,
      breed: horse.breed,
      forSale: horse.forSale ?? false,
      focus: horse.focus,
      sire: horse.sire,
      dam: horse.dam,
      gender: horse.gender,
      age: horse.age,
      height: horse.height,
      color,
      genotype,
      stats: demoStats(horse, rng),
      breeder: horse.bredBy ?? stableName,
      seller: horse.forSale ? stableName : null,
      desc: horse.desc ?? shortDescription(horse, color),
      generation: generationOf(horse.name),
      moorwiesen: horse.moorwiesen ?? null,
      rvhf: horse.rvhf ?? null,
      link: horse.sold?.link ?? null,
      owner: horse.sold?.owner ?? null,
      ribbons: Array.from({ length: horse.ribbons ?? 0 }, (_, i) => ({
        text: RIBBON_TEXTS[(i + seedOf(horse.name)) % RIBBON_TEXTS.length],
      })),
    });

    if (!horse.compete) continue;
    const ladder = classLadder(horse.compete.event, heightClass(horse.height));
    if (ladder === NOT_OFFERED) throw new Error(`${horse.compete.event} is not offered for ${horse.name}`);
    // A Körning pair competes together: both horses get the pair's merit lines.
    const partnerMerits = horse.compete.partner ? merits.filter((m) => m.horse === horse.compete!.partner) : [];
    const own = partnerMerits.length
      ? partnerMerits.map((m) => ({ ...m, horse: horse.name }))
      : demoMerits(horse, ladder, rng);
    merits.push(...own);
    const currentClass = ladder[horse.compete.level];
    competition.push({
      name: horse.name,
      currentEvent: horse.compete.event,
      currentClass,
      meritCount: own.filter((m) => m.key === `${horse.compete!.event} ${currentClass}`).length,
      premium: premiumOf.get(horse.name) ?? NO_PREMIUM_LABEL,
      partner: horse.compete.partner ?? null,
    });
  }

  const colorOf = (genotype: string) => colourName(formatGenotype(parseGenotype(genotype)));
  const pedigree: NonNullable<StudFileInput["pedigree"]> = [
    ...ANCESTORS.map(([name, gender, breed, genotype, sire, dam, evalExt]) => ({
      name,
      gender,
      breed,
      color: colorOf(genotype),
      sire,
      dam,
      evalExt: evalExt ?? null,
    })),
    ...HORSES.map((horse) => ({
      name: horse.name,
      gender: horse.gender,
      breed: horse.breed,
      color: colorOf(horse.genotype),
      sire: horse.sire,
      dam: horse.dam,
      evalExt: premiumOf.get(horse.name) ?? null,
    })),
  ];

  return { horses, pedigree, evaluations: EVALUATIONS, merits, competition };
}
