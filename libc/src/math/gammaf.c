#define _GNU_SOURCE
#include <math.h>

float gammaf(float x)
{
	return lgammaf_r(x, &signgam);
}
