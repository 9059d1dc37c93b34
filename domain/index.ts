// The stud's rules: pure functions and rule tables, shared by server and browser, by concern in the
// folders below (docs/decisions/0040-layout-by-concern.md). Every export is named here, so a reader sees
// what the domain offers and where it lives; the texts catalogue is imported on its own as `#domain/texts`.
// horses/
export {
  type Breed,
  BREED_LABELS,
  breedCode,
  breedLabel,
  BREEDS,
  isBreed,
  sectionLabel,
  UNKNOWN_BREED_LABEL,
} from "./horses/breeds";
export { collapsedDescription, DESCRIPTION_COLLAPSE_WORDS } from "./horses/description";
export { homeBredCounts, type HomeBredCounts, type HomeBredGroup, OTHER_BREEDS_LABEL } from "./horses/homebred";
export {
  AGE_RANGE,
  type Focus,
  FOCUSES,
  type Gender,
  GENDERS,
  HEIGHT_CLASS_LIMITS,
  HEIGHT_CLASSES,
  heightClass,
  type HeightClass,
  heightClassOf,
  parseStats,
  STAT_COUNT,
  type StatName,
  STATS,
} from "./horses/horse-fields";
export {
  canCompete,
  CATEGORIES,
  type Category,
  CATEGORY_TITLES,
  categoryLabel,
  FOR_SALE_CATEGORY,
  HORSE_CATEGORIES,
  HORSE_CATEGORY_LABELS,
  type HorseCategory,
  isCategory,
  NAME_MAX_LENGTH,
  NOT_COMPETING_CATEGORIES,
  RETIRED_CATEGORY,
  SOLD_CATEGORY,
  UNKNOWN,
} from "./horses/horse";
export {
  IMAGE_CONTENT_TYPES,
  IMAGE_FORMATS,
  IMAGE_HASH_LENGTH,
  IMAGE_WIDTHS,
  type ImageFormat,
  imagePath,
  imageSrcSet,
  type ImageVariantKey,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_PIXELS,
  parseImagePath,
  SHARE_FORMAT,
  SHARE_WIDTH,
  shareWidth,
  storedImage,
  type StoredImage,
  storedImageRef,
  variantWidths,
} from "./horses/images";
export { DEFAULT_STABLE_NAME } from "./horses/stable";
// ratings/
export {
  canLevelUp,
  CLASS_ALIASES,
  CLASS_LADDERS,
  CLASS_PREFIX_ALIASES,
  classLadder,
  type CompetitionEvent,
  type CompetitionFilter,
  type CopyEntry,
  copyLine,
  copyLines,
  EVENTS,
  type Ladder,
  matchesFilter,
  nextClass,
  normalizeClass,
  normalizeEvent,
  NOT_OFFERED,
  offeredClasses,
  PAIR_EVENT,
  PAIR_SIZE,
} from "./ratings/classes";
export {
  bestPremieringGrade,
  compareEvaluations,
  DEFAULT_PREMIERING_GRADE,
  effectivePremium,
  EVALUATION_TYPES,
  type EvaluationScores,
  type EvaluationTotal,
  type EvaluationTotalKey,
  evaluationTotals,
  type EvaluationType,
  EXTERIOR_MAX,
  EXTERIOR_PREMIUM_EDGES,
  EXTERIOR_PREMIUMS,
  exteriorPremium,
  type ExteriorPremium,
  type ExteriorScores,
  exteriorTotal,
  FOAL_ASSESSMENT_MAX,
  type FoalAssessmentScores,
  foalAssessmentTotals,
  NO_PREMIUM_LABEL,
  PREMIERING_GRADES,
  premieringGrade,
  type PremieringGrade,
  QUALITY_PAPER_COLOURS,
  qualityPaperColour,
  type QualitySection,
  RIDING_TEST_RESULTS,
  TREARSTEST_MAX,
  type TrearstestScores,
  trearstestTotals,
  YOUNG_HORSE_DIRECTIONS,
  YOUNG_HORSE_TEST_MAX,
  type YoungHorseTestScores,
  youngHorseTestTotals,
} from "./ratings/evaluations";
export {
  canonicalMeritKey,
  formatMeritLine,
  leadingPlacement,
  type Merit,
  MERIT_COLUMNS,
  MERIT_COUNT_HIGHLIGHT,
  MERIT_POINTS_BY_PLACE,
  MERIT_STARTERS_MAX,
  meritIdentity,
  type MeritImport,
  meritPoints,
  parseMeritImport,
  pastedLineReport,
  type Placement,
  splitMeritLine,
  sumPoints,
} from "./ratings/merits";
export {
  type Discipline,
  DISCIPLINE_WEIGHTS,
  DISCIPLINES,
  type Potential,
  POTENTIAL_THRESHOLDS,
  potentialLabel,
  potentials,
  type Threshold,
} from "./ratings/potential";
// colour/
export {
  type AllelePair,
  allelesOf,
  formatGenotype,
  type GeneName,
  GENES,
  type Genotype,
  parseGenotype,
  sortPair,
  UNKNOWN_ALLELE,
  UNKNOWN_GENES,
} from "./colour/alleles";
export {
  COLOUR_NAMES,
  colourName,
  type ColourOdds,
  foalColourName,
  foalColourOdds,
  isLethalWhite,
  LETHAL_WHITE_NAME,
  lethalChance,
  shownColour,
  type ShownColour,
} from "./colour/coat-colour";
export { COAT_TINTS, coatPattern, type CoatPattern, coatTint, DEFAULT_COAT_TINT } from "./colour/coat-tint";
// pedigree/
export { buildPedigreeGraph, type PedigreeGraph, type PedigreeGraphRow } from "./pedigree/graph";
export {
  herdGenetics,
  type HerdGenetics,
  herdGeneticsSteps,
  type HerdHorse,
  INBREEDING_CLASS_EDGES,
  type InbreedingClass,
  MEAN_KINSHIP_LISTED,
  type ReferenceHorse,
  TOP_ANCESTORS,
} from "./pedigree/herd-figures";
export { type CommonAncestorShare } from "./pedigree/kinship/common-ancestors";
export { COMPLETENESS_GENERATIONS } from "./pedigree/kinship/completeness";
export { type KinshipEngine } from "./pedigree/kinship/engine";
export {
  ancestryKinship,
  foalCompleteness,
  foalInbreeding,
  horseIndex,
  type Inbreeding,
  type PedigreeCompleteness,
  type PedigreeKinship,
  pedigreeKinshipSteps,
  WHOLE_LINE_GENERATIONS,
} from "./pedigree/kinship/figures";
export { ANCESTOR_PRECISION, effectiveAncestors } from "./pedigree/kinship/founders";
export { NONE } from "./pedigree/kinship/pedigree";
export { LOOP_CHECK_GENERATIONS, pedigreeLoop } from "./pedigree/loops";
export { runSteps } from "./pedigree/steps";
export {
  type KnownHorse,
  knownName,
  nameKey,
  parentsLookup,
  type ParentsLookup,
  parentsOf,
  storedSpelling,
} from "./pedigree/names";
export {
  duplicateAncestors,
  formatPositions,
  LINEAGE_CODES,
  lineageName,
  PEDIGREE_GENERATIONS,
  pedigreeSlots,
  slotGeneration,
  slotPosition,
} from "./pedigree/slots";
// breeding/
export { narrowCandidates, type NarrowedCandidates, PICKER_LIMIT } from "./breeding/candidates";
export {
  chanceAtLeast,
  convolve,
  disciplineLevels,
  type DisciplineOutcome,
  type Distribution,
  fixedParent,
  type FixedParent,
  foalHeights,
  foalOutcome,
  type FoalOutcome,
  HALF_POINT_WEIGHTS,
  heightClassOdds,
  levelLadder,
  levelThreshold,
  mateOdds,
  type MateOdds,
  mean,
  type OddsParent,
  passedValue,
  scoreHalf,
  type Tail,
  tailOf,
} from "./breeding/foal-odds";
export {
  compareMates,
  foalSections,
  MATE_COLUMNS,
  MATE_FILE_COLUMNS,
  MATE_SORTS,
  type MateChoices,
  type MateColumn,
  type MateFileColumn,
  mateRole,
  type MateRow,
  MATES_PAGE_SIZE,
  matesCsv,
  type MateSort,
  type MatesParams,
  type MatesProblem,
  ownLevel,
  pairSeed,
  parseMateChoices,
  type SortedRow,
  sortNeedsOdds,
} from "./breeding/mates";
export {
  asParent,
  type BreedingCandidate,
  type BreedingCandidates,
  CANDIDATE_GENDERS,
  type CandidateGroup,
  type ChoiceParams,
  type ChoiceProblem,
  findCandidate,
  groupCandidates,
  parentRole,
  type ParentRole,
  type PlannerChoice,
  resolveChoice,
} from "./breeding/planner";
export {
  createRng,
  type Foal,
  foalSection,
  HEIGHT_OFFSET_CM,
  MATING_TABLE,
  MAX_GENERATION,
  MAX_SEED,
  type Parent,
  parseSeed,
  randomSeed,
  rerollSeed,
  type Rng,
  simulateFoal,
  STAT_OFFSET,
  TALL_FOAL_CM,
} from "./breeding/simulation";
// site/
export { compareNames, compareText, matchKey } from "./site/collation";
export { LATIN_LOOKALIKES, LOOKALIKE_LETTERS, nameSkeleton } from "./site/confusables";
export { calendarDateInSweden, formatDateTime, formatDecimal, formatFraction, formatPercent } from "./site/format";
export {
  CHANGE_KINDS,
  type ChangeKind,
  type FieldChange,
  fieldChanges,
  isChangeKind,
  isLoggedTable,
  LOGGED_TABLES,
  type LoggedRow,
  type LoggedTable,
  rowLabel,
} from "./site/history";
export {
  EARLIEST_RECORD_DATE,
  hasForbiddenTextCharacter,
  isCalendarDate,
  isRecordDate,
  latestRecordDate,
  nameProblem,
  type NameProblem,
  normalizeName,
  parseDecimal,
} from "./site/input";
export { LOGIN_THROTTLE, SESSION_IDLE_DAYS, SESSION_MAX_DAYS, signInDelayMs } from "./site/login";
export { LIST_PAGE_SIZE, type Paged, pageOf, parsePage } from "./site/paging";
export {
  compareSearchHits,
  foldName,
  type RankedHit,
  SEARCH_PAGE_SIZE,
  SEARCH_QUERY_MAX,
  SEARCH_RANKS,
  SEARCH_SUGGESTION_LIMIT,
  SEARCH_SUGGESTION_MIN_CHARS,
  searchQuery,
  searchRank,
  type SearchRank,
  WORD_STARTS,
} from "./site/search";
export { spreadsheetFile, spreadsheetNumber, spreadsheetText } from "./site/spreadsheet";
export { isSafeUrl } from "./site/urls";
