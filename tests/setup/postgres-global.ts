// Replaced by the throwaway PostgreSQL cluster setup.
export default function setup() {}
