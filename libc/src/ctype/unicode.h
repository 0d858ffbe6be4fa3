/* Lookups generated into __unicode.c; valid for code points >= 0x80. */
hidden int __uni_alpha(unsigned);
hidden int __uni_upper(unsigned);
hidden int __uni_lower(unsigned);
hidden int __uni_punct(unsigned);
hidden int __uni_space(unsigned);
hidden int __uni_print(unsigned);
hidden int __uni_cntrl(unsigned);
hidden int __uni_blank(unsigned);
hidden int __uni_width0(unsigned);
hidden int __uni_width2(unsigned);
hidden unsigned __uni_toupper(unsigned);
hidden unsigned __uni_tolower(unsigned);
