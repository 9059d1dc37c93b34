// The stable's name is a setting (STABLE_NAME); this one stands when it is not set. A module of its
// own, so the pages that name the stable load nothing else with it (docs/decisions/0020).
export const DEFAULT_STABLE_NAME = "Snöflingan";
