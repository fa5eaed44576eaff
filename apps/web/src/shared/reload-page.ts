/** A full reload of the current address (spec §4's 'the page reloads'); its own module so tests can replace it. */
export const reloadPage = () => window.location.reload();
