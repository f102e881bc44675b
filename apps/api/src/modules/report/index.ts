/** The owner's reports (issue 17.4): read-only sums over other modules' tables; nothing here is others' to call. */
