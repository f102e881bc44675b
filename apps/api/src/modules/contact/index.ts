/** Contact-us messages and the staff's inbox of them. */
