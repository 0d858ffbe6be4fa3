#include "regex_impl.h"

/* The syntax re_compile_pattern uses; 0 is RE_SYNTAX_EMACS, glibc's
 * start value too. */
reg_syntax_t re_syntax_options;

reg_syntax_t re_set_syntax(reg_syntax_t syntax)
{
	reg_syntax_t old = re_syntax_options;
	re_syntax_options = syntax;
	return old;
}
