/** Banners of the home page. */
