#include <footprint/collide.h>
