/** Product categories. */
