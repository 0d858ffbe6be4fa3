#include <limits.h>
#include <math.h>

/* Beyond int's range the result is the same overflow or underflow. */
float scalblnf(float x, long n)
{
	if (n > INT_MAX) n = INT_MAX;
	else if (n < INT_MIN) n = INT_MIN;
	return scalbnf(x, n);
}
