// The server build React Router's Vite plugin generates; typed where it is used.
declare module "virtual:react-router/server-build";
