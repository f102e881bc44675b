/** Uploaded pictures and videos, served resized. */
