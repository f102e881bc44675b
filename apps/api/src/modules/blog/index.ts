/** The blog: posts and their categories. */
