/** The staff's dashboard: today's figures and what waits for an answer. */
